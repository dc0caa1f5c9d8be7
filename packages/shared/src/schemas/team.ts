import { z } from 'zod';
import { NAME_MAX, RECRUITER_AREA_ROLES } from '../constants.js';
import { text } from './common.js';
import { emailSchema } from './auth.js';

/** REC-8: the team page's texts and the team API's answers. */
export const TEAM_MESSAGES = {
  pageTitle: 'Team',
  navLink: 'Team',
  intro: 'Everyone who works in the recruiter area. Admins invite new members and deactivate those who leave.',
  invite: 'Invite a member',
  inviteTitle: 'Invite a team member',
  inviteSubmit: 'Send invitation',
  inviteBusy: 'Sending...',
  nameLabel: 'Full name',
  emailLabel: 'Email Address',
  roleLabel: 'Role',
  roleNames: { recruiter: 'Recruiter', admin: 'Admin' },
  roleHints: {
    recruiter: 'Posts jobs and works with applicants.',
    admin: 'A recruiter who also manages the team.',
  },
  nameRequired: 'Full name is required',
  nameMax: `Full name must not exceed ${2 * NAME_MAX} characters`,
  invited: (email: string) => `Invitation sent to ${email}. The link works once and expires in 72 hours.`,
  inviteFailed: 'The invitation could not be sent. Please try again.',
  columns: { name: 'Name', email: 'Email', role: 'Role', state: 'Status', lastLogin: 'Last login', actions: 'Actions' },
  stateActive: 'Active',
  statePending: 'Invitation pending',
  stateDeactivated: 'Deactivated',
  neverLoggedIn: 'Never',
  you: '(you)',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  resend: 'Resend invitation',
  confirmDeactivateTitle: (name: string) => `Deactivate ${name}?`,
  confirmDeactivateText: 'They are signed out at once and cannot log in until an admin reactivates them. Their jobs and notes stay.',
  confirmReactivateTitle: (name: string) => `Reactivate ${name}?`,
  confirmReactivateText: 'They can log in again with their password.',
  deactivated: (name: string) => `${name} has been deactivated and signed out.`,
  reactivated: (name: string) => `${name} can log in again.`,
  changeFailed: 'The change could not be saved. Please try again.',
  empty: 'No team members yet.',
  loadFailed: 'The team could not be loaded.',
  /** 409: deactivating the only active admin would leave nobody to manage the team. */
  lastAdmin: 'You cannot deactivate the last active admin: invite or reactivate another admin first.',
  /** 409: the address is a candidate's account; roles are not changed behind anyone's back (REC-1). */
  candidateAddress: 'This e-mail address belongs to a candidate account. Please use another address.',
  /** 409: re-inviting a member only renews their link; their role stays. */
  roleMismatch: (role: string) => `This person is already on the team as ${role}. Their role stays as it is.`,
  /** 409: a deactivated member is reactivated, not re-invited. */
  inviteDeactivated: 'This person is deactivated. Reactivate them instead of inviting them again.',
  memberNotFound: 'This team member does not exist.',
  /** 403 at login (ACC-9) for a deactivated account. */
  loginDeactivated: 'Your account has been deactivated. Please ask an admin of your team to reactivate it.',
  /** 401 for a deactivated member's token. */
  sessionDeactivated: 'Your account has been deactivated. Please ask an admin of your team.',
} as const;

export const teamRoleSchema = z.enum(RECRUITER_AREA_ROLES);

export const teamInvitationSchema = z
  .object({
    email: emailSchema,
    name: text({ error: TEAM_MESSAGES.nameRequired })
      .trim()
      .min(1, { error: TEAM_MESSAGES.nameRequired, abort: true })
      .max(2 * NAME_MAX, TEAM_MESSAGES.nameMax),
    role: teamRoleSchema,
  })
  .strict();
export type TeamInvitation = z.input<typeof teamInvitationSchema>;

/** PATCH /api/recruiter/team/:userId's path: a member's user id. */
export const teamMemberParamsSchema = z.object({
  userId: z.coerce.number('userId must be a whole number').int().positive().max(2_147_483_647),
});

export const teamMemberUpdateSchema = z.object({ active: z.boolean() }).strict();
export type TeamMemberUpdate = z.infer<typeof teamMemberUpdateSchema>;

export const TEAM_MEMBER_STATES = ['active', 'pending', 'deactivated'] as const;

export const teamMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  active: z.boolean(),
  /** 'pending': invited, has not logged in yet; 'deactivated' wins over both. */
  state: z.enum(TEAM_MEMBER_STATES),
  /** ISO 8601 times. */
  invited_at: z.string(),
  last_login_at: z.string().nullable(),
  deactivated_at: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamResponseSchema = z.object({ members: z.array(teamMemberSchema) });
export type TeamResponse = z.infer<typeof teamResponseSchema>;
export const teamMemberResponseSchema = z.object({ member: teamMemberSchema, message: z.string() });
export type TeamMemberResponse = z.infer<typeof teamMemberResponseSchema>;
