import { AUDIT_MESSAGES as A, type AuditEntry } from '@careers/shared';

export const candidateName = (candidate: NonNullable<AuditEntry['candidate']>) => candidate.name ?? A.candidateGone(candidate.id);
export const memberName = (member: AuditEntry['member']) => member.name ?? A.memberGone(member.id);
const jobName = (job: NonNullable<AuditEntry['job']>) => `“${job.title ?? `#${job.id}`}”`;

/**
 * What the member did, as the words around its object (docs/decisions/033): the candidate whose data
 * was read, or the job whose applicants were listed or exported. `subject` is null when the row names
 * neither (never written so, kept readable anyway).
 */
export function accessParts(entry: AuditEntry): { before: string; subject: string | null; after: string } {
  const [before, after] = A.did[entry.kind];
  const subject = entry.candidate ? candidateName(entry.candidate) : entry.job ? jobName(entry.job) : null;
  return { before, subject, after };
}

/** The same in one string: "opened Priya Sharma’s profile", "viewed the applicants of “Intune Engineer”". */
export function accessSentence(entry: AuditEntry): string {
  const { before, subject, after } = accessParts(entry);
  return `${before}${subject ?? '—'}${after}`;
}

/** The application a CV or application photo belonged to, when the row names one. */
export const accessDetail = (entry: AuditEntry) => (entry.applicationId === null ? null : A.onApplication(entry.applicationId));
