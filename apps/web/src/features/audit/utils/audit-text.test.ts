import { describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES as A, type AuditEntry } from '@careers/shared';
import { candidateName, describeAccess, memberName } from './audit-text';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-06-10T10:00:00.000Z',
  kind: 'profile_view',
  member: { id: 2, name: 'Anna Schmidt' },
  candidate: { id: 3, name: 'Priya Sharma' },
  job: null,
  applicationId: null,
  fileId: null,
  ...over,
});

describe('the access log in words (REC-9)', () => {
  it('names the kind, and the application or the job it belonged to', () => {
    expect(describeAccess(entry({}))).toBe(A.kinds.profile_view);
    expect(describeAccess(entry({ kind: 'cv', applicationId: 12 }))).toBe(`${A.kinds.cv} (application #12)`);
    expect(describeAccess(entry({ kind: 'applicants_export', candidate: null, job: { id: 4, title: 'Intune Engineer' } }))).toBe(
      `${A.kinds.applicants_export} of “Intune Engineer”`,
    );
  });

  it('shows the id of a person whose account is gone', () => {
    expect(candidateName({ id: 7, name: null })).toBe('Candidate #7 (account deleted)');
    expect(memberName({ id: 8, name: null })).toBe('Member #8 (account deleted)');
    expect(memberName({ id: 8, name: 'Lena Berg' })).toBe('Lena Berg');
  });
});
