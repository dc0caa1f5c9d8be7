import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCORECARD_MESSAGES as S, type ApplicationScorecards, type Scorecard, type ScorecardCreateInput } from '@careers/shared';
import { renderWithApp } from '@/test/render';
import { ScorecardsTab } from './scorecards-tab';

const stage = {
  id: 11,
  name: 'Screening call',
  criteria: [
    { kind: 'attribute' as const, name: 'Communication' },
    { kind: 'skill' as const, skillId: 'intune' },
  ],
};
const ravis: Scorecard = {
  id: 2,
  stageId: 11,
  author: 'Ravi Kumar',
  mine: false,
  status: 'submitted',
  scores: [
    { criterion: 'Communication', rating: 2, notes: 'Quiet on the call.' },
    { criterion: 'Microsoft Intune', rating: 3, notes: '' },
  ],
  recommendation: 'no',
  submittedAt: '2026-06-10T10:00:00.000Z',
  updatedAt: '2026-06-10T10:00:00.000Z',
};

let submitted: ScorecardCreateInput | undefined;
const view = (): ApplicationScorecards => ({
  applicationId: 5,
  currentStageId: 11,
  stages: [
    submitted
      ? {
          stage,
          current: true,
          mine: {
            ...ravis,
            id: 3,
            author: 'Anna Schmidt',
            mine: true,
            scores: submitted.scores.map((s) => ({ ...s, notes: s.notes ?? '' })),
            recommendation: 'yes',
          },
          submitted: ['Anna Schmidt', 'Ravi Kumar'],
          notSubmitted: [],
          others: [ravis],
          summary: {
            criteria: [
              { criterion: 'Communication', counts: [0, 1, 0, 1] },
              { criterion: 'Microsoft Intune', counts: [0, 0, 2, 0] },
            ],
            recommendations: [0, 1, 1, 0],
          },
        }
      : { stage, current: true, mine: null, submitted: ['Ravi Kumar'], notSubmitted: ['Anna Schmidt'], others: null, summary: null },
  ],
});

beforeEach(() => {
  submitted = undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: { method?: string; body?: string }) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/recruiter/applications/5/scorecards' && init?.method === 'POST') {
        const body = JSON.parse(init.body ?? '{}') as ScorecardCreateInput;
        submitted = body;
        return Response.json({ message: S.submitted, scorecard: view().stages[0]?.mine }, { status: 201 });
      }
      if (url.pathname === '/api/recruiter/applications/5/scorecards') return Response.json(view());
      return new Response('{}', { status: 404 });
    }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the Scorecards tab (REC-28)', () => {
  it('shows who submitted but not what until the member submits their own; then the others and the summary', async () => {
    const user = userEvent.setup();
    renderWithApp(<ScorecardsTab jobId={7} applicationId={5} />);
    expect(await screen.findByText(S.hiddenUntilSubmitted)).toBeTruthy();
    expect(screen.getByText(/Ravi Kumar/)).toBeTruthy();
    expect(screen.queryByText('Quiet on the call.')).toBeNull();

    const communication = screen.getByRole('group', { name: 'Communication' });
    await user.click(within(communication).getByRole('radio', { name: 'Strong yes' }));
    await user.type(within(communication).getByRole('textbox'), 'Clear.');
    await user.click(within(screen.getByRole('group', { name: 'Microsoft Intune' })).getByRole('radio', { name: 'Yes' }));
    await user.click(within(screen.getByRole('group', { name: S.recommendationLabel })).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: S.submit }));

    expect(submitted).toEqual({
      stageId: 11,
      scores: [
        { criterion: 'Communication', rating: 4, notes: 'Clear.' },
        { criterion: 'Microsoft Intune', rating: 3, notes: '' },
      ],
      recommendation: 'yes',
      submit: true,
    });
    expect(await screen.findByText('Quiet on the call.')).toBeTruthy();
    // The answer stays once the form starts again from the saved scorecard.
    expect(screen.getByRole('status').textContent).toBe(S.submitted);
    // Its author may still change it: no draft any more, the button says so.
    expect(screen.getByRole('button', { name: S.saveChanges })).toBeTruthy();
    expect(screen.queryByRole('button', { name: S.saveDraft })).toBeNull();
    const summary = screen.getByRole('table', { name: S.summaryTitle });
    expect(within(summary).getByRole('row', { name: /Communication/ }).textContent).toBe('Communication0101');
    expect(screen.queryByText(S.hiddenUntilSubmitted)).toBeNull();
  });
});
