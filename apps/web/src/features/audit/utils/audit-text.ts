import { AUDIT_MESSAGES as A, type AuditEntry } from '@careers/shared';

/** What was accessed, in words: the kind, and the application or job it belonged to. */
export function describeAccess(entry: AuditEntry): string {
  const kind = A.kinds[entry.kind];
  if (entry.job) return `${kind} ${A.ofJob(entry.job.title ?? `#${entry.job.id}`)}`;
  if (entry.applicationId !== null) return `${kind} (${A.ofApplication(entry.applicationId)})`;
  return kind;
}

export const candidateName = (candidate: NonNullable<AuditEntry['candidate']>) => candidate.name ?? A.candidateGone(candidate.id);
export const memberName = (member: AuditEntry['member']) => member.name ?? A.memberGone(member.id);
