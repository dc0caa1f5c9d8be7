import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@careers/shared';
import { accessDetail, accessSentence, candidateName, memberName } from './audit-text';

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

describe('the access log in words (REC-9, docs/decisions/033)', () => {
  it('says what the member did, to whose data or to which job’s applicants', () => {
    expect(accessSentence(entry({}))).toBe('opened Priya Sharma’s profile');
    expect(accessSentence(entry({ kind: 'cv', applicationId: 12 }))).toBe('downloaded Priya Sharma’s CV');
    expect(accessDetail(entry({ kind: 'cv', applicationId: 12 }))).toBe('Application #12');
    expect(accessSentence(entry({ kind: 'resume' }))).toBe('downloaded Priya Sharma’s resume');
    expect(accessSentence(entry({ kind: 'photo' }))).toBe('downloaded Priya Sharma’s photo');
    expect(accessSentence(entry({ kind: 'applicants_export', candidate: null, job: { id: 4, title: 'Intune Engineer' } }))).toBe(
      'exported the applicants of “Intune Engineer” (CSV)',
    );
    expect(accessSentence(entry({ kind: 'applicants_export', candidate: null, job: { id: 4, title: null } }))).toBe(
      'exported the applicants of “#4” (CSV)',
    );
  });

  it('shows the id of a person whose account is gone', () => {
    expect(accessSentence(entry({ candidate: { id: 7, name: null } }))).toBe('opened Candidate #7 (account deleted)’s profile');
    expect(candidateName({ id: 7, name: null })).toBe('Candidate #7 (account deleted)');
    expect(memberName({ id: 8, name: null })).toBe('Member #8 (account deleted)');
    expect(memberName({ id: 8, name: 'Lena Berg' })).toBe('Lena Berg');
  });
});
