import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  APPLICATION_STATUSES,
  BOARD_MESSAGES as B,
  RECRUITER_MESSAGES as R,
  applicationTimeline,
  type Applicant,
  type ApplicationStatus,
  type BoardCard,
  type BoardResponse,
} from '@careers/shared';
import { sampleApplicant } from '@/test/applicant';
import { renderWithApp } from '@/test/render';
import { PipelineBoard } from './board';

const VIEW = '7f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const COLUMN_X = (status: ApplicationStatus) => APPLICATION_STATUSES.indexOf(status) * 284;

/**
 * jsdom lays nothing out: each column is 272 × 600 px at its place in the row, each card 256 × 76 px in
 * its column, and each column's list 600 px high, so dnd-kit finds the column a card is over and the
 * virtual lists show their first cards.
 */
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const column = this.closest('[data-column]')?.getAttribute('data-column');
    const status = APPLICATION_STATUSES.find((s) => s === column);
    const x = status ? COLUMN_X(status) : 0;
    const [left, top, width, height] = this.hasAttribute('data-column')
      ? [x, 0, 272, 600]
      : this.hasAttribute('data-card')
        ? [x + 8, 60, 256, 76]
        : [0, 0, 0, 0];
    return DOMRect.fromRect({ x: left, y: top, width, height });
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute('data-column-scroll') ? 600 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute('data-column-scroll') ? 272 : 0;
  });
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const card = (applicationId: number, name: string, extra: Partial<BoardCard> = {}): BoardCard => ({
  applicationId,
  name,
  title: 'Azure Engineer',
  ratingAvg: 0,
  ratingCount: 0,
  daysInStep: 4,
  interviewAt: null,
  demo: false,
  ...extra,
});

const boardOf = (placed: Partial<Record<ApplicationStatus, BoardCard[]>>): BoardResponse => {
  const column = (status: ApplicationStatus) => ({ cards: placed[status] ?? [], nextCursor: null });
  const count = (status: ApplicationStatus) => (placed[status] ?? []).length;
  return {
    job: { id: 5, title: 'Azure Engineer', status: 'open' },
    counts: {
      applied: count('applied'),
      under_review: count('under_review'),
      interview: count('interview'),
      offer: count('offer'),
      hired: count('hired'),
      not_selected: count('not_selected'),
      withdrawn: count('withdrawn'),
    },
    columns: {
      applied: column('applied'),
      under_review: column('under_review'),
      interview: column('interview'),
      offer: column('offer'),
      hired: column('hired'),
      not_selected: column('not_selected'),
      withdrawn: column('withdrawn'),
    },
  };
};

const applicantAt = (id: number, status: ApplicationStatus): Applicant =>
  sampleApplicant(id, status, { applicationSteps: applicationTimeline(status, []) });

/** With the keyboard: the card picked up with Space, `columns` columns to the right with →, dropped with Space. */
async function keyboardMove(user: ReturnType<typeof userEvent.setup>, name: string, columns: number) {
  await screen.findByText(name);
  cardButton(name).focus();
  await user.keyboard('[Space]');
  await user.keyboard('[ArrowRight]'.repeat(columns));
  await user.keyboard('[Space]');
}

/** The API as the board sees it: `boards` answers each board read in turn (the last from then on); `post` each move. */
function api(boards: BoardResponse[], post: (url: string) => Response) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  let reads = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      if (method === 'POST') return post(url);
      const board = boards[Math.min(reads, boards.length - 1)];
      reads += 1;
      return new Response(JSON.stringify(board));
    }),
  );
  return calls;
}

const moved = (status: ApplicationStatus) => () =>
  new Response(JSON.stringify({ message: `Moved to ${status}.`, applicant: applicantAt(1, status) }));

function renderBoard() {
  renderWithApp(
    <div style={{ height: 700 }}>
      <PipelineBoard
        jobId={5}
        view={VIEW}
        renderInterviewForm={({ name, onSkip }) => (
          <button type="button" onClick={onSkip}>
            Interview form of {name}
          </button>
        )}
      />
    </div>,
  );
}

const column = (label: string) => screen.getByRole('region', { name: label });
const countOf = (label: string) => within(column(label)).getByRole('heading', { level: 2 }).textContent;
const names = (label: string) =>
  within(column(label))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('[data-card] span')?.textContent);
const cardButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

describe('the pipeline board (REC-23, REC-6)', () => {
  it('shows seven columns with their counts, and cards with name, title, rating and days in step', async () => {
    const calls = api(
      [boardOf({ applied: [card(1, 'Priya Sharma', { ratingAvg: 4.5, ratingCount: 2 }), card(2, 'Asha Rao')] })],
      moved('applied'),
    );
    renderBoard();
    await screen.findByText('Priya Sharma');
    expect(screen.getAllByRole('region')).toHaveLength(7);
    expect(countOf('Applied')).toBe(`Applied2, ${B.columnCount(2)}`);
    expect(countOf('Hired')).toBe(`Hired0, ${B.columnCount(0)}`);
    expect(names('Applied')).toEqual(['Priya Sharma', 'Asha Rao']);
    const priya = within(column('Applied')).getAllByRole('listitem')[0]!;
    expect(priya.textContent).toContain('Azure Engineer');
    expect(within(priya).getByLabelText(B.rating(4.5, 2))).toBeTruthy();
    expect(priya.textContent).toContain(B.daysInStep(4));
    expect(within(column('Hired')).getByText(B.emptyColumn)).toBeTruthy();
    expect(calls[0]?.url).toBe(`/api/recruiter/workspace/jobs/5/board?view=${VIEW}&perColumn=30`);
  });

  it('moves a card with the keyboard: Space picks it up, → chooses the next column, Space drops: one advance naming `from`', async () => {
    const calls = api([boardOf({ applied: [card(1, 'Priya Sharma')] })], moved('under_review'));
    const user = userEvent.setup();
    renderBoard();
    await keyboardMove(user, 'Priya Sharma', 1);
    await vi.waitFor(() => expect(names('Under review')).toEqual(['Priya Sharma']));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toEqual([{ method: 'POST', url: '/api/recruiter/applications/1/advance', body: { from: 'applied' } }]);
    expect(names('Applied')).toEqual([]);
    expect(countOf('Under review')).toBe(`Under review1, ${B.columnCount(1)}`);
    expect(countOf('Applied')).toBe(`Applied0, ${B.columnCount(0)}`);
    expect(await screen.findByText('Moved to under_review.')).toBeTruthy();
    // The moved card keeps the focus in its new column: the next key goes on from there.
    await vi.waitFor(() => expect(document.activeElement).toBe(cardButton('Priya Sharma')));
  });

  it('refuses a column the card may not go to, and says why; Escape cancels a pick-up', async () => {
    const calls = api([boardOf({ applied: [card(1, 'Priya Sharma')] })], moved('offer'));
    const user = userEvent.setup();
    renderBoard();
    await screen.findByText('Priya Sharma');
    cardButton('Priya Sharma').focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowRight][ArrowRight][ArrowRight]');
    // While the card is held, the columns it may not go to say why.
    expect(within(column('Offer')).getByText(B.refusedReason('applied', 'offer'))).toBeTruthy();
    expect(within(column('Withdrawn')).getByText(B.refusedReason('applied', 'withdrawn'))).toBeTruthy();
    await user.keyboard('[Space]');
    expect(await screen.findByText(B.dropRefused('Priya Sharma', 'Offer'))).toBeTruthy();
    cardButton('Priya Sharma').focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowRight]');
    await user.keyboard('[Escape]');
    expect(names('Applied')).toEqual(['Priya Sharma']);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('a move someone made first (409) shows the server’s message and reads the board again', async () => {
    const calls = api(
      [boardOf({ applied: [card(1, 'Priya Sharma')] }), boardOf({ interview: [card(1, 'Priya Sharma')] })],
      () => new Response(JSON.stringify({ message: R.alreadyMoved('Interview') }), { status: 409 }),
    );
    const user = userEvent.setup();
    renderBoard();
    await keyboardMove(user, 'Priya Sharma', 1);
    expect(await screen.findByText(R.alreadyMoved('Interview'))).toBeTruthy();
    await vi.waitFor(() => expect(names('Interview')).toEqual(['Priya Sharma']));
    expect(names('Applied')).toEqual([]);
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
  });

  it('"Move to…" lists the allowed steps: Interview opens the interview form, Not selected asks first', async () => {
    const calls = api([boardOf({ under_review: [card(1, 'Priya Sharma')] })], (url) =>
      moved(url.endsWith('not-selected') ? 'not_selected' : 'interview')(),
    );
    const user = userEvent.setup();
    renderBoard();
    await user.click(await screen.findByRole('button', { name: B.moveToLabel('Priya Sharma') }));
    const dialog = screen.getByRole('dialog', { name: B.movesOf('Priya Sharma') });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toContain('Interview');
    await user.click(within(dialog).getByRole('button', { name: 'Interview' }));
    await user.click(await screen.findByRole('button', { name: 'Interview form of Priya Sharma' }));
    await vi.waitFor(() => expect(names('Interview')).toEqual(['Priya Sharma']));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/recruiter/applications/1/advance', body: { from: 'under_review' } },
    ]);

    await user.click(screen.getByRole('button', { name: B.moveToLabel('Priya Sharma') }));
    await user.click(within(screen.getByRole('dialog', { name: B.movesOf('Priya Sharma') })).getByRole('button', { name: 'Not selected' }));
    const confirm = await screen.findByRole('dialog', { name: R.markNotSelected });
    expect(confirm.textContent).toContain(B.confirmNotSelected('Priya Sharma'));
    await user.click(within(confirm).getByRole('button', { name: B.confirm }));
    await vi.waitFor(() => expect(names('Not selected')).toEqual(['Priya Sharma']));
    expect(calls.filter((c) => c.method === 'POST').at(-1)).toMatchObject({ url: '/api/recruiter/applications/1/not-selected' });
  });
});
