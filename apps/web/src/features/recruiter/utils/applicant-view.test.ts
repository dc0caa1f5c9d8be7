import { describe, expect, it } from 'vitest';
import { applicationTimeline, type Applicant, type ApplicationStatus } from '@careers/shared';
import { applyView, layoutFromSearch, searchFromView, searchWithLayout, viewFromSearch } from './applicant-view';

const applicant = (id: number, first: string, last: string, status: ApplicationStatus, day: number, average: number | null): Applicant => ({
  application_id: id,
  status,
  mode: 'linkedin',
  dateApplied: `2026-03-${String(day).padStart(2, '0')}T09:00:00.000Z`,
  applicationSteps: applicationTimeline(status, []),
  details: {
    first_name: first,
    last_name: last,
    email: `${first.toLowerCase()}@example.in`,
    mobiles: [],
    linkedin_profile: '',
    additional_links: [],
    present_address: '',
    permanent_address: '',
    experience: [],
    education: [],
    certifications: [],
  },
  files: [],
  rating: { average, count: average === null ? 0 : 1 },
  interview: null,
});

const list = [
  applicant(1, 'Priya', 'Sharma', 'applied', 3, 3),
  applicant(2, 'Zoë', 'Müller', 'interview', 1, null),
  applicant(3, 'Raj', 'Patel', 'applied', 2, 4.5),
  applicant(4, 'Anita', 'Raj', 'offer', 4, 3),
];
const ids = (a: Applicant[]) => a.map((x) => x.application_id);

describe('the applicants list view (REC-14)', () => {
  it('sorts by application date (oldest or newest first) and by rating (highest first, unrated last, ties by date)', () => {
    expect(ids(applyView(list, { q: '', step: '', sort: 'applied' }))).toEqual([2, 3, 1, 4]);
    expect(ids(applyView(list, { q: '', step: '', sort: 'newest' }))).toEqual([4, 1, 3, 2]);
    expect(ids(applyView(list, { q: '', step: '', sort: 'rating' }))).toEqual([3, 1, 4, 2]);
  });

  it('filters by step and searches first and last names, ignoring case and accents', () => {
    expect(ids(applyView(list, { q: '', step: 'applied', sort: 'applied' }))).toEqual([3, 1]);
    expect(ids(applyView(list, { q: 'raj', step: '', sort: 'applied' }))).toEqual([3, 4]);
    expect(ids(applyView(list, { q: 'zoe MULL', step: '', sort: 'applied' }))).toEqual([2]);
    expect(ids(applyView(list, { q: 'raj', step: 'offer', sort: 'applied' }))).toEqual([4]);
    expect(applyView(list, { q: 'nobody', step: '', sort: 'applied' })).toEqual([]);
  });

  it('reads the view from the URL and writes it back, leaving defaults and unknown values out', () => {
    const view = viewFromSearch(new URLSearchParams('q=raj&step=offer&sort=rating'));
    expect(view).toEqual({ q: 'raj', step: 'offer', sort: 'rating' });
    expect(searchFromView(view).toString()).toBe('q=raj&step=offer&sort=rating');
    expect(viewFromSearch(new URLSearchParams('step=boss&sort=salary'))).toEqual({ q: '', step: '', sort: 'applied' });
    expect(searchFromView({ q: ' ', step: '', sort: 'applied' }).toString()).toBe('');
  });
});

describe('the old board address (REC-6, REC-23)', () => {
  it('?view=board is recognised (the list sends it to the board’s page), and switching keeps the list’s own query', () => {
    expect(layoutFromSearch(new URLSearchParams('view=board'))).toBe('board');
    expect(layoutFromSearch(new URLSearchParams(''))).toBe('list');
    expect(layoutFromSearch(new URLSearchParams('view=kanban'))).toBe('list');
    const board = searchWithLayout(new URLSearchParams('q=raj&sort=rating'), 'board');
    expect(board.toString()).toBe('q=raj&sort=rating&view=board');
    expect(searchWithLayout(board, 'list').toString()).toBe('q=raj&sort=rating');
  });
});
