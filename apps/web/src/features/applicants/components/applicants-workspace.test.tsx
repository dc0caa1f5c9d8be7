import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  APPLICANTS_TABLE_MESSAGES as M,
  CONVERSATION_MESSAGES as C,
  FIT_MESSAGES as F,
  PROFILE_TERMS_MESSAGES as T,
  EMPTY_PROFILE_TERMS,
  type FitFacts,
  type ProfileTerms,
  WORKSPACE_MESSAGES as W,
  applicationTimeline,
  type ApplicantPanel,
  type ApplicantRow,
  type ApplicationStatus,
  type MessageTemplate,
  type MoveApplicationsRequest,
  type UnreadCounts,
} from '@careers/shared';
import { sampleProfileTerms } from '@careers/test-helpers/sample-payloads';
import { renderWithApp } from '@/test/render';
import { ApplicantsWorkspace } from './applicants-workspace';

const row = (id: number, name: string, status: ApplicationStatus): ApplicantRow => ({
  applicationId: id,
  candidateId: 100 + id,
  name,
  title: 'Cloud Engineer',
  company: 'Contoso',
  countryCode: '+91',
  countryRegion: 'IN',
  status,
  ratingAvg: 0,
  ratingCount: 0,
  appliedAt: '2026-06-10T10:00:00.000Z',
  lastActivityAt: '2026-06-10T10:00:00.000Z',
  stepChangedAt: '2026-06-10T10:00:00.000Z',
  daysInStep: 2,
  photoFileId: null,
  cvFileId: null,
  demo: false,
  fit: null,
  doesNotMeet: [],
  needsReview: false,
  sourceLabel: 'linkedin / azure',
  referredBy: null,
});

/** Priya: two of three required skills, the rate fits, the start does not, 3 h of CET, may work from India. */
const PRIYA_FIT: FitFacts = {
  skillsMet: 2,
  skillsTotal: 3,
  niceMet: 0,
  niceTotal: 1,
  skills: 'partly',
  rate: 'meets',
  availability: 'misses',
  overlap: 'meets',
  overlapMinutes: 180,
  country: 'meets',
  countryCode: 'IN',
};

const ROWS = [
  { ...row(1, 'Priya Sharma', 'applied'), fit: PRIYA_FIT },
  row(2, 'Ravi Kumar', 'under_review'),
  row(3, 'Zoë Müller', 'hired'),
];

/** PRO-20: Priya states all her terms, Zoë only where she lives, Ravi nothing. */
const TERMS: Record<number, ProfileTerms> = {
  1: sampleProfileTerms(),
  3: { ...EMPTY_PROFILE_TERMS, country_of_residence: 'CH' },
};

const panelOf = (r: ApplicantRow): ApplicantPanel => ({
  jobId: 7,
  applicant: {
    application_id: r.applicationId,
    status: r.status,
    mode: 'linkedin',
    dateApplied: r.appliedAt,
    applicationSteps: applicationTimeline(r.status, []),
    screening_answers: [],
    does_not_meet: [],
    source: 'linkedin',
    source_label: 'linkedin / azure',
    referred_by: null,
    details: {
      first_name: r.name.split(' ')[0] ?? '',
      last_name: r.name.split(' ')[1] ?? '',
      email: 'someone@example.in',
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
    rating: { average: null, count: 0 },
    interview: null,
  },
  candidate: {
    id: r.candidateId,
    name: r.name,
    title: r.title,
    company: r.company,
    countryCode: r.countryCode,
    countryRegion: r.countryRegion,
    demo: false,
  },
  history: [{ status: 'applied', at: r.appliedAt, actor: null }],
  terms: TERMS[r.applicationId] ?? EMPTY_PROFILE_TERMS,
  fit: r.fit && {
    version: '2026-11-1',
    computedAt: r.appliedAt,
    lines: [
      { kind: 'skills', status: 'partly', text: '2 of 3 required skills (missing: Bicep)' },
      { kind: 'rate', status: 'meets', text: 'rate fits the range' },
      { kind: 'availability', status: 'misses', text: 'available 2 days after the start' },
      { kind: 'overlap', status: 'meets', text: '3 h overlap with CET' },
      { kind: 'country', status: 'meets', text: 'may work from India' },
    ],
  },
});
let asked: URLSearchParams[] = [];

let moves: MoveApplicationsRequest[] = [];
let panelsAsked: number[] = [];
/** REC-29: the candidates' messages this member has not read (Priya's two, until her conversation is read). */
let unread: UnreadCounts;
const TEMPLATES: MessageTemplate[] = [
  {
    id: 41,
    name: 'Thank you, not this time',
    body: 'Dear {firstName},\nthank you for applying for {jobTitle}.',
    updatedAt: '2026-06-01T09:00:00.000Z',
  },
  { id: 42, name: 'After the interview', body: 'Dear {firstName}, thank you for your time.', updatedAt: '2026-06-01T09:00:00.000Z' },
];

beforeEach(() => {
  moves = [];
  panelsAsked = [];
  asked = [];
  unread = { total: 2, applications: [{ applicationId: 1, unread: 2 }] };
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute('data-scroll-container') ? 400 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute('data-scroll-container') ? 800 : 0;
  });
  // Wide: the panel sits beside the list.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: { body?: string }) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname.endsWith('/moves')) {
        const body = JSON.parse(init?.body ?? '{}') as MoveApplicationsRequest;
        moves.push(body);
        return Response.json({
          moved: body.items.length,
          results: body.items.map((i) => ({
            applicationId: i.applicationId,
            name: ROWS.find((r) => r.applicationId === i.applicationId)?.name ?? null,
            outcome: 'moved',
            status: 'under_review',
            message: M.outcomes.moved('Under review'),
          })),
        });
      }
      if (url.pathname === '/api/recruiter/jobs/7/unread-messages') return Response.json(unread);
      if (url.pathname === '/api/recruiter/message-templates') return Response.json({ templates: TEMPLATES });
      if (url.pathname === '/api/recruiter/applications/1/messages') {
        // Reading the conversation marks the candidate's messages read for this member (REC-29).
        const unreadBefore = unread.total;
        unread = { total: 0, applications: [] };
        return Response.json({
          unreadBefore,
          messages: [
            { id: 1, side: 'candidate', author: 'Priya Sharma', text: 'Is the role remote?', createdAt: '2026-06-10T10:00:00.000Z' },
            { id: 2, side: 'candidate', author: 'Priya Sharma', text: 'And the rate?', createdAt: '2026-06-10T10:05:00.000Z' },
          ],
        });
      }
      const panel = /\/workspace\/applications\/(\d+)$/.exec(url.pathname);
      if (panel) {
        const id = Number(panel[1]);
        panelsAsked.push(id);
        const found = ROWS.find((r) => r.applicationId === id);
        return found ? Response.json(panelOf(found)) : new Response('{}', { status: 404 });
      }
      if (url.pathname.endsWith('/applicants')) {
        expect(url.searchParams.get('view')).toMatch(/^[0-9a-f-]{36}$/);
        asked.push(url.searchParams);
        return Response.json({
          job: { id: 7, title: 'Cloud Engineer', status: 'open' },
          rows: ROWS,
          nextCursor: null,
          total: 3,
          stepCounts: { applied: 1, under_review: 1, interview: 0, offer: 0, hired: 1, not_selected: 0, withdrawn: 0 },
        });
      }
      return new Response('{}', { status: 404 });
    }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const slots = { actions: () => null, details: () => <p>details</p>, notes: () => <p>notes</p> };

describe('the applicants table (REC-19)', () => {
  it('selected rows move forward after a confirmation listing who moves where, the refused ones apart', async () => {
    const user = userEvent.setup();
    renderWithApp(<ApplicantsWorkspace jobId={7} slots={slots} />);
    const grid = await screen.findByRole('grid', { name: `${M.title}: Cloud Engineer` });
    await within(grid).findByText('Priya Sharma');
    for (const r of ROWS) await user.click(within(grid).getByRole('checkbox', { name: W.table.selectRow(r.name) }));
    const bar = screen.getByRole('toolbar', { name: M.bulk.selected(3) });
    await user.click(within(bar).getByRole('button', { name: M.bulk.advance }));

    const dialog = screen.getByRole('dialog', { name: M.confirm.advanceTitle(2) });
    expect(within(dialog).getByText(M.confirm.line('Priya Sharma', 'Applied', 'Under review'))).toBeTruthy();
    expect(within(dialog).getByText(M.confirm.line('Ravi Kumar', 'Under review', 'Interview'))).toBeTruthy();
    const refused = within(dialog).getByRole('region', { name: M.confirm.refusedHeading(1) });
    expect(refused.textContent).toContain('Zoë Müller');
    await user.click(within(dialog).getByRole('button', { name: M.confirm.confirmAdvance(2) }));

    await waitFor(() => expect(moves).toHaveLength(1));
    expect(moves[0]).toEqual({
      action: 'advance',
      items: [
        { applicationId: 1, from: 'applied' },
        { applicationId: 2, from: 'under_review' },
      ],
    });
    expect(await screen.findByText(M.moved(2))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: /selected/ })).toBeNull());
  });

  it('Cancel moves nobody; Not selected lists the final ones apart', async () => {
    const user = userEvent.setup();
    renderWithApp(<ApplicantsWorkspace jobId={7} slots={slots} />);
    const grid = await screen.findByRole('grid');
    await within(grid).findByText('Zoë Müller');
    await user.click(within(grid).getByRole('checkbox', { name: W.table.selectRow('Zoë Müller') }));
    await user.click(screen.getByRole('button', { name: M.bulk.notSelected }));
    const dialog = screen.getByRole('dialog', { name: M.confirm.notSelectedTitle(0) });
    expect(within(dialog).getByText(M.confirm.nothingToMove)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: M.confirm.confirmNotSelected(0) })).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('button', { name: M.confirm.cancel }));
    expect(moves).toEqual([]);
  });

  it('a row opens the panel beside the list; ↓ and ↑ on the table move to the next and previous applicant', async () => {
    const user = userEvent.setup();
    renderWithApp(<ApplicantsWorkspace jobId={7} slots={slots} />);
    const grid = await screen.findByRole('grid');
    await user.click(await within(grid).findByText('Priya Sharma'));
    expect(await screen.findByRole('complementary', { name: 'Priya Sharma' })).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('complementary', { name: 'Ravi Kumar' })).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('complementary', { name: 'Zoë Müller' })).toBeTruthy();
    await user.keyboard('{ArrowUp}');
    expect(await screen.findByRole('complementary', { name: 'Ravi Kumar' })).toBeTruthy();
    expect(panelsAsked.slice(0, 3)).toEqual([1, 2, 3]);
    // The panel's own buttons do the same.
    await user.click(screen.getByRole('button', { name: M.panel.previous }));
    expect(await screen.findByRole('complementary', { name: 'Priya Sharma' })).toBeTruthy();
  });

  it('PRO-20: the panel’s Skills and availability: skills with years, the rate in its currency, availability, country and zone', async () => {
    const user = userEvent.setup();
    renderWithApp(<ApplicantsWorkspace jobId={7} slots={slots} />);
    const grid = await screen.findByRole('grid');
    await user.click(await within(grid).findByText('Priya Sharma'));
    const terms = await screen.findByRole('region', { name: T.sectionTitle });
    const skills = within(terms).getByRole('list', { name: T.skillsLabel });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Microsoft Entra ID· 6 yrs', 'Microsoft Intune']);
    const fact = (term: string) => within(terms).getByText(term).nextElementSibling?.textContent;
    expect(fact(T.rateLabel)).toBe('From ₹8,000 per hour');
    expect(fact(T.availabilityLabel)).toBe('From 01-07-2026 · 30 h/week · 4 weeks’ notice');
    expect(fact(T.countryLabel)).toBe('India');
    expect(fact(T.timeZoneLabel)).toBe('Asia/Kolkata (UTC+05:30)');
    expect(within(terms).queryByText(T.notGiven)).toBeNull();

    // Only a country: every other field says it was not given.
    await user.click(within(grid).getByText('Zoë Müller'));
    await screen.findByRole('complementary', { name: 'Zoë Müller' });
    const partial = screen.getByRole('region', { name: T.sectionTitle });
    expect(within(partial).getByText(T.countryLabel).nextElementSibling?.textContent).toBe('Switzerland');
    expect(within(partial).getAllByText(T.notGiven)).toHaveLength(4);

    // Nothing stated: one line says so, not five "Not given".
    await user.click(within(grid).getByText('Ravi Kumar'));
    await screen.findByRole('complementary', { name: 'Ravi Kumar' });
    const none = screen.getByRole('region', { name: T.sectionTitle });
    expect(within(none).getByText(T.panelNothingGiven)).toBeTruthy();
    expect(within(none).queryByText(T.notGiven)).toBeNull();
  });

  it('REC-26: the Fit column, its filters and the panel’s lines with their rules’ version', async () => {
    const user = userEvent.setup();
    renderWithApp(<ApplicantsWorkspace jobId={7} slots={slots} />);
    const grid = await screen.findByRole('grid');
    const priya = (await within(grid).findByText('Priya Sharma')).closest('[role="row"]');
    expect(priya?.querySelector('[data-fit]')?.textContent).toBe(
      `${F.statusWords.partly}: 2/3 skillsrate${F.statusWords.meets}: CET 3 h${F.statusWords.meets}: IN${F.statusWords.meets}: `,
    );
    await user.click(screen.getByRole('button', { name: new RegExp(F.filters.allSkills) }));
    await waitFor(() => expect(asked.at(-1)?.get('fit')).toBe('skills'));
    await user.click(screen.getByRole('button', { name: new RegExp(F.filters.countryFits) }));
    await waitFor(() => expect(asked.at(-1)?.get('fit')).toBe('skills,country'));
    await user.click(within(grid).getByText('Priya Sharma'));
    const fit = await screen.findByRole('region', { name: F.fullFitTitle });
    expect(within(fit).getByText('2 of 3 required skills (missing: Bicep)')).toBeTruthy();
    expect(within(fit).getByText('May work from India')).toBeTruthy();
    expect(within(fit).getByText(/Rules version 2026-11-1/)).toBeTruthy();
    expect(within(fit).getByText(F.recruiterNeverDecides)).toBeTruthy();
  });

  it('REC-29: unread badges on the name and the panel’s Messages tab; reading the conversation clears them', async () => {
    const user = userEvent.setup();
    renderWithApp(<ApplicantsWorkspace jobId={7} slots={slots} />);
    const grid = await screen.findByRole('grid');
    const priya = (await within(grid).findByText('Priya Sharma')).closest('[role="row"]');
    if (!(priya instanceof HTMLElement)) throw new Error('no row for Priya');
    // The count is shown, and said to screen readers in words; the others have none.
    expect(await within(priya).findByText(`, ${C.unread(2)}`)).toBeTruthy();
    expect(screen.getAllByTestId('row-unread')).toHaveLength(1);
    expect(screen.getByTestId('row-unread').textContent).toBe(`2, ${C.unread(2)}`);

    await user.click(within(grid).getByText('Priya Sharma'));
    const aside = await screen.findByRole('complementary', { name: 'Priya Sharma' });
    const tab = within(aside).getByRole('tab', { name: `${M.panel.tabs.messages}, ${C.unread(2)}` });
    await user.click(tab);
    expect(await within(aside).findByText('Is the role remote?')).toBeTruthy();
    expect(within(aside).getByText('And the rate?')).toBeTruthy();
    // Read: the table's and the tab's badges go.
    await waitFor(() => expect(screen.queryByTestId('row-unread')).toBeNull());
    expect(within(aside).getByRole('tab', { name: M.panel.tabs.messages }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByTestId('panel-unread')).toBeNull();
  });

  it('REC-29: Not selected offers the rejection templates or none (the default, nothing sent); the chosen one is previewed and sent with the move', async () => {
    const user = userEvent.setup();
    renderWithApp(<ApplicantsWorkspace jobId={7} slots={slots} />);
    const grid = await screen.findByRole('grid');
    await within(grid).findByText('Priya Sharma');
    await user.click(within(grid).getByRole('checkbox', { name: W.table.selectRow('Priya Sharma') }));
    await user.click(screen.getByRole('button', { name: M.bulk.notSelected }));
    let dialog = screen.getByRole('dialog', { name: M.confirm.notSelectedTitle(1) });
    const choice = await within(dialog).findByRole<HTMLSelectElement>('combobox', { name: C.templates.choose });
    await waitFor(() =>
      expect(
        within(choice)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([C.templates.none, ...TEMPLATES.map((t) => t.name)]),
    );
    expect(choice.value).toBe('');
    expect(within(dialog).getByText(C.templates.chooseHint)).toBeTruthy();
    expect(within(dialog).queryByTestId('template-preview')).toBeNull();

    // Without a choice the move carries no template: no message is sent.
    await user.click(within(dialog).getByRole('button', { name: M.confirm.confirmNotSelected(1) }));
    await waitFor(() => expect(moves).toHaveLength(1));
    expect(moves[0]).toEqual({ action: 'not-selected', items: [{ applicationId: 1, from: 'applied' }] });

    // With one: its text is shown as written (the names are filled in per candidate) and its id goes with the move.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(grid).getByRole('checkbox', { name: W.table.selectRow('Ravi Kumar') }));
    await user.click(screen.getByRole('button', { name: M.bulk.notSelected }));
    dialog = screen.getByRole('dialog', { name: M.confirm.notSelectedTitle(1) });
    const select = await within(dialog).findByRole<HTMLSelectElement>('combobox', { name: C.templates.choose });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(select, 'Thank you, not this time');
    expect(within(dialog).getByTestId('template-preview').textContent).toBe('Dear {firstName},\nthank you for applying for {jobTitle}.');
    await user.click(within(dialog).getByRole('button', { name: M.confirm.confirmNotSelected(1) }));
    await waitFor(() => expect(moves).toHaveLength(2));
    expect(moves[1]).toEqual({ action: 'not-selected', items: [{ applicationId: 2, from: 'under_review' }], templateId: 41 });
  });
});
