import { RECRUITER_INVITE_TTL_HOURS, TEAM_MESSAGES, type TeamInvitation, type TeamMember, type TeamMemberUpdate } from '@careers/shared';
import type { AppConfig } from '../../platform/config/config.js';
import type { UserRow } from '../../platform/db/schema/accounts.js';
import type { Clock } from '../../platform/lib/clock.js';
import { normaliseEmail } from '../../platform/lib/email.js';
import { conflict, notFound } from '../../platform/lib/domain-error.js';
import type { MailOutbox } from '../../platform/mail/mail-outbox.js';
import { createRepositoryStore, type Db } from '../../platform/db/transactions.js';
import { teamInvitationEmail } from './account-emails.js';
import { issueInvitation, placeholderPasswordHash, splitName } from './recruiters.js';
import { createAccountRepositories } from './repositories.js';

export interface TeamServiceDeps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'siteUrl' | 'companyName'>;
  mailOutbox: MailOutbox;
}

function toTeamMember(row: UserRow): TeamMember {
  const active = row.deactivatedAt === null;
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    role: row.role === 'admin' ? 'admin' : 'recruiter',
    active,
    state: !active ? 'deactivated' : row.lastLoginAt ? 'active' : 'pending',
    invited_at: row.createdAt.toISOString(),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    deactivated_at: row.deactivatedAt?.toISOString() ?? null,
  };
}

/**
 * REC-8: the team of the recruiter area. Any member reads it; admins (the route folder's hooks)
 * invite members by e-mail and deactivate or reactivate them.
 */
export function createTeamService({ db, clock, config, mailOutbox }: TeamServiceDeps) {
  const repos = createRepositoryStore(db, createAccountRepositories);
  return {
    async list(): Promise<TeamMember[]> {
      return (await repos.users.listTeam()).map(toTeamMember);
    },

    /**
     * The same link as REC-1's command (one code path, `issueInvitation`), e-mailed through the outbox
     * in the same transaction. Inviting the same address again voids the old link; it never changes a
     * member's role, never wakes a deactivated member, never touches a candidate's account.
     */
    async invite(invitedById: number, input: TeamInvitation): Promise<TeamMember> {
      const email = normaliseEmail(input.email);
      const { firstName, lastName } = splitName(input.name);
      const passwordHash = await placeholderPasswordHash();
      const now = clock.now();
      const member = await repos.transaction(async (tx, txDb) => {
        const inviter = await tx.users.findById(invitedById);
        const outcome = await issueInvitation(
          tx,
          { now, siteUrl: config.siteUrl },
          {
            email,
            firstName,
            lastName,
            role: input.role,
            passwordHash,
            existing: (user) => {
              if (user.deactivatedAt) return { refuse: TEAM_MESSAGES.inviteDeactivated };
              const role = user.role === 'admin' ? 'admin' : 'recruiter';
              if (role !== input.role) return { refuse: TEAM_MESSAGES.roleMismatch(TEAM_MESSAGES.roleNames[role]) };
              return { role };
            },
          },
        );
        if (outcome.kind === 'candidate') throw conflict(TEAM_MESSAGES.candidateAddress, 'email');
        if (outcome.kind === 'refused') throw conflict(outcome.reason, 'email');
        const mail = teamInvitationEmail({
          to: email,
          firstName: outcome.user.firstName,
          invitedBy: inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : config.companyName,
          roleName: input.role === 'admin' ? 'an admin' : 'a recruiter',
          link: outcome.link,
          hours: RECRUITER_INVITE_TTL_HOURS,
          companyName: config.companyName,
        });
        // A second invitation still waiting in the outbox is replaced: its link no longer works.
        await mailOutbox.enqueue(txDb, { kind: 'team-invitation', supersedeKey: `invite:${outcome.user.id}`, ...mail }, now);
        return toTeamMember(outcome.user);
      });
      return member;
    },

    /**
     * Deactivation ends the member's sessions at once and blocks login (ACC-13's session rows);
     * the last active admin stays: the member and every active admin are locked together first, so two
     * admins deactivating each other at the same moment cannot both succeed.
     */
    async setActive(userId: number, { active }: TeamMemberUpdate): Promise<{ member: TeamMember; message: string }> {
      const now = clock.now();
      return repos.transaction(async (tx) => {
        const locked = await tx.users.lockMemberAndActiveAdmins(userId);
        const user = locked.find((row) => row.id === userId);
        const otherAdmins = locked.filter((row) => row.id !== userId && row.role === 'admin' && !row.deactivatedAt);
        if (!user || user.role === 'candidate') throw notFound(TEAM_MESSAGES.memberNotFound);
        const name = `${user.firstName} ${user.lastName}`.trim();
        if (active) {
          const row = user.deactivatedAt ? await tx.users.setDeactivatedAt(user.id, null, now) : user;
          return { member: toTeamMember(row ?? user), message: TEAM_MESSAGES.reactivated(name) };
        }
        if (user.role === 'admin' && !user.deactivatedAt && otherAdmins.length === 0) throw conflict(TEAM_MESSAGES.lastAdmin);
        const row = user.deactivatedAt ? user : await tx.users.setDeactivatedAt(user.id, now, now);
        await tx.sessions.revokeAllForUser(user.id, now);
        return { member: toTeamMember(row ?? user), message: TEAM_MESSAGES.deactivated(name) };
      });
    },
  };
}
export type TeamService = ReturnType<typeof createTeamService>;
