import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUDIT_MESSAGES as A, type AuditEntry, type AuditResponse } from '@careers/shared';
import { renderWithApp } from '@/test/render';
import { AuditLog } from './audit-log';

afterEach(() => vi.unstubAllGlobals());

const entry = (id: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: `2026-06-10T10:0${id}:00.000Z`,
  kind: 'profile_view',
  member: { id: 2, name: 'Rita Recruiter' },
  candidate: { id: 3, name: 'Priya Sharma' },
  job: null,
  applicationId: null,
  fileId: null,
  ...over,
});

/** The API as a fake fetch: answers `page`, and remembers each query string asked for. */
function serve(page: AuditResponse) {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(new URL(url, 'http://localhost').searchParams);
      return new Response(JSON.stringify(page));
    }),
  );
  return asked;
}

describe('the access log (REC-9)', () => {
  it('shows each access newest first as the API lists it: what, when, who, whose; gone accounts by id', async () => {
    serve({
      entries: [
        entry(3, { kind: 'applicants_export', candidate: null, job: { id: 7, title: 'Intune Engineer' } }),
        entry(2, { kind: 'cv', applicationId: 12, fileId: 'f', candidate: { id: 4, name: null } }),
        entry(1),
      ],
      total: 3,
      totalCapped: false,
      nextCursor: null,
      prevCursor: null,
      pageSize: 25,
    });
    renderWithApp(<AuditLog members={[{ id: 2, name: 'Rita Recruiter' }]} />);
    const items = within(await screen.findByRole('list', { name: A.pageTitle })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining(`${A.kinds.applicants_export} of “Intune Engineer”`),
      expect.stringContaining(`${A.kinds.cv} (application #12)`),
      expect.stringContaining(A.kinds.profile_view),
    ]);
    expect(items[0]!.textContent).toContain(A.everyApplicant);
    expect(items[1]!.textContent).toContain(A.candidateGone(4));
    expect(items[2]!.textContent).toContain('Rita Recruiter');
    expect(screen.getByRole('status').textContent).toBe(A.count(3));
  });

  it('filters by member and by candidate through the API’s query, and clears the candidate again', async () => {
    const asked = serve({ entries: [entry(1)], total: 1, totalCapped: false, nextCursor: null, prevCursor: null, pageSize: 25 });
    renderWithApp(
      <AuditLog
        members={[
          { id: 2, name: 'Rita Recruiter' },
          { id: 5, name: 'Ada Admin' },
        ]}
      />,
    );
    await screen.findByRole('list', { name: A.pageTitle });
    expect(asked.at(-1)?.toString()).toBe('');

    await userEvent.selectOptions(screen.getByLabelText(A.memberFilter), 'Ada Admin');
    await vi.waitFor(() => expect(asked.at(-1)?.get('member')).toBe('5'));

    await userEvent.click(screen.getByRole('button', { name: A.showCandidate('Priya Sharma') }));
    await vi.waitFor(() => expect(asked.at(-1)?.get('candidate')).toBe('3'));
    expect(asked.at(-1)?.get('member')).toBe('5');
    expect(within(screen.getByRole('group', { name: A.candidateFilter })).getByText('Priya Sharma')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: A.clearCandidate }));
    await vi.waitFor(() => expect(asked.at(-1)?.has('candidate')).toBe(false));
  });

  it('says when nothing is recorded, and when nothing matches the filters', async () => {
    serve({ entries: [], total: 0, totalCapped: false, nextCursor: null, prevCursor: null, pageSize: 25 });
    renderWithApp(<AuditLog members={[{ id: 2, name: 'Rita Recruiter' }]} />);
    expect(await screen.findByText(A.empty)).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText(A.memberFilter), 'Rita Recruiter');
    expect(await screen.findByText(A.emptyFiltered)).toBeTruthy();
  });
});
