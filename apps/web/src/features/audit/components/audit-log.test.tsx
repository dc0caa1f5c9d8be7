import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUDIT_MESSAGES as A, formatDateTime, type AuditEntry, type AuditResponse, type WorkspaceSearchResponse } from '@careers/shared';
import { renderWithApp } from '@/test/render';
import { AuditLog } from './audit-log';

beforeAll(() => {
  // jsdom lays nothing out: cmdk (the candidate lookup) scrolls its chosen item into view and measures its list.
  Element.prototype.scrollIntoView = () => {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
/** jsdom lays nothing out: the table's scroller is 1,200 px high (every row of a page drawn). */
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute('data-scroll-container') ? 1200 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute('data-scroll-container') ? 1000 : 0;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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
const page = (entries: AuditEntry[], over: Partial<AuditResponse> = {}): AuditResponse => ({
  entries,
  total: entries.length,
  totalCapped: false,
  nextCursor: null,
  prevCursor: null,
  pageSize: 25,
  ...over,
});
const NO_MATCH: WorkspaceSearchResponse = { jobs: [], applicants: [], candidates: [] };

/** The API as a fake fetch: the log answers `log`, the lookup `search`; remembers each log query string. */
function serve(log: AuditResponse | ((query: URLSearchParams) => AuditResponse), search: WorkspaceSearchResponse = NO_MATCH) {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const address = new URL(url, 'http://localhost');
      if (address.pathname.endsWith('/workspace/search')) return new Response(JSON.stringify(search));
      asked.push(address.searchParams);
      return new Response(JSON.stringify(typeof log === 'function' ? log(address.searchParams) : log));
    }),
  );
  return asked;
}

const MEMBERS = [
  { id: 2, name: 'Rita Recruiter' },
  { id: 5, name: 'Ada Admin' },
];
const rows = async () => {
  const grid = await screen.findByRole('grid', { name: A.pageTitle });
  await vi.waitFor(() => expect(grid.querySelector('[data-state="loaded"]')).not.toBeNull());
  return [...grid.querySelectorAll<HTMLElement>('[data-state="loaded"]')].map((row) =>
    within(row)
      .getAllByRole('gridcell')
      .map((cell) => cell.textContent),
  );
};

describe('the access log table (REC-9)', () => {
  it('says what each member did, newest first, in words; gone accounts by id', async () => {
    serve(
      page([
        entry(4, { kind: 'applicants_export', candidate: null, job: { id: 7, title: 'Intune Engineer' } }),
        entry(3, { kind: 'cv', applicationId: 12, fileId: 'f', candidate: { id: 4, name: null } }),
        entry(2, { kind: 'resume', member: { id: 9, name: null } }),
        entry(1),
      ]),
    );
    renderWithApp(<AuditLog members={MEMBERS} />);
    const shown = await rows();
    expect(shown.map(([, member, action]) => [member, action])).toEqual([
      ['Rita Recruiter', 'exported the applicants of “Intune Engineer” (CSV)'],
      ['Rita Recruiter', `downloaded ${A.candidateGone(4)}’s CVApplication #12`],
      [A.memberGone(9), 'downloaded Priya Sharma’s resume'],
      ['Rita Recruiter', 'opened Priya Sharma’s profile'],
    ]);
    // The time in the reader's zone, the instant in the markup.
    const time = screen.getByRole('grid', { name: A.pageTitle }).querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe('2026-06-10T10:04:00.000Z');
    // GEN-7: dd-MM-yyyy HH:mm in the reader's zone.
    expect(time?.textContent).toMatch(/^\d{2}-\d{2}-2026 \d{2}:\d{2}$/);
    expect(time?.textContent).toBe(formatDateTime('2026-06-10T10:04:00.000Z'));
    expect(screen.getByRole('status').textContent).toBe(A.count(4));
  });

  it('filters by member, kind, days and candidate through the URL and the API’s query; Clear filters drops them', async () => {
    const asked = serve(page([entry(1)]), {
      ...NO_MATCH,
      applicants: [
        { applicationId: 41, candidateId: 8, jobId: 7, jobTitle: 'Intune Engineer', name: 'Meera Iyer', status: 'applied', demo: false },
      ],
    });
    renderWithApp(<AuditLog members={MEMBERS} />);
    await rows();
    expect(asked.at(-1)?.toString()).toBe('');

    await userEvent.selectOptions(screen.getByLabelText(A.memberFilter), 'Ada Admin');
    await vi.waitFor(() => expect(asked.at(-1)?.get('member')).toBe('5'));
    await userEvent.selectOptions(screen.getByLabelText(A.kindFilter), A.kindOptions.cv);
    await vi.waitFor(() => expect(asked.at(-1)?.get('kind')).toBe('cv'));

    // A day of the reader's, sent as the instants of its local midnights.
    await userEvent.type(screen.getByLabelText(A.fromFilter), '2026-06-10');
    await userEvent.type(screen.getByLabelText(A.toFilter), '2026-06-11');
    await vi.waitFor(() => expect(asked.at(-1)?.get('to')).toBe(new Date(2026, 5, 12).toISOString()));
    expect(asked.at(-1)?.get('from')).toBe(new Date(2026, 5, 10).toISOString());

    // A candidate from an entry…
    await userEvent.click(screen.getByRole('button', { name: A.showCandidate('Priya Sharma') }));
    await vi.waitFor(() => expect(asked.at(-1)?.get('candidate')).toBe('3'));
    expect(within(screen.getByRole('group', { name: A.candidateFilter })).getByText('Priya Sharma')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: A.removeCandidate('Priya Sharma') }));
    await vi.waitFor(() => expect(asked.at(-1)?.has('candidate')).toBe(false));
    // …or looked up by name (applicants too, by their account).
    await userEvent.type(screen.getByRole('combobox', { name: A.candidateFilter }), 'meera');
    await userEvent.click(await screen.findByRole('option', { name: /Meera Iyer/ }));
    await vi.waitFor(() => expect(asked.at(-1)?.get('candidate')).toBe('8'));
    expect(asked.at(-1)?.get('member')).toBe('5');

    await userEvent.click(screen.getByRole('button', { name: A.clearFilters }));
    await vi.waitFor(() => expect(asked.at(-1)?.toString()).toBe(''));
  });

  it('pages by cursor, Older and Newer, and counts past 10,000 as "more than"', async () => {
    const asked = serve((query) =>
      query.get('cursor') === 'o.1.1'
        ? page([entry(1)], { total: 10_000, totalCapped: true, prevCursor: 'n.2.2' })
        : page([entry(2)], { total: 10_000, totalCapped: true, nextCursor: 'o.1.1' }),
    );
    renderWithApp(<AuditLog members={MEMBERS} />);
    await rows();
    expect(screen.getByRole('status').textContent).toBe(A.countCapped(10_000));
    const pager = screen.getAllByRole('navigation', { name: A.pages })[0]!;
    expect(within(pager).getByRole<HTMLButtonElement>('button', { name: A.newer }).disabled).toBe(true);
    await userEvent.click(within(pager).getByRole('button', { name: A.older }));
    await vi.waitFor(() => expect(asked.at(-1)?.get('cursor')).toBe('o.1.1'));
    await userEvent.click(within(screen.getAllByRole('navigation', { name: A.pages })[0]!).getByRole('button', { name: A.newer }));
    await vi.waitFor(() => expect(asked.at(-1)?.get('cursor')).toBe('n.2.2'));
  });

  it('keeps old ?page= links working (the newest page) and refuses a range that ends before it starts, without asking', async () => {
    const asked = serve(page([entry(1)]));
    renderWithApp(<AuditLog members={MEMBERS} />, '?page=4&from=2026-06-12&to=2026-06-10');
    expect(await screen.findByText(A.rangeBackwards)).toBeTruthy();
    expect(asked).toEqual([]);
    await userEvent.clear(screen.getByLabelText(A.toFilter));
    await vi.waitFor(() => expect(asked.at(-1)?.toString()).toBe(`from=${encodeURIComponent(new Date(2026, 5, 12).toISOString())}`));
  });

  it('says when nothing is recorded, and when nothing matches the filters', async () => {
    serve(page([]));
    renderWithApp(<AuditLog members={MEMBERS} />);
    expect(await screen.findByText(A.empty)).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText(A.memberFilter), 'Rita Recruiter');
    expect(await screen.findByText(A.emptyFiltered)).toBeTruthy();
  });
});
