import { useId, useState } from 'react';
import {
  RECOMMENDATIONS,
  RECOMMENDATION_LABELS,
  SCORE_LABELS,
  SCORE_VALUES,
  SCORECARD_MESSAGES as S,
  SCORECARD_NOTES_MAX,
  criterionName,
  type CriterionScore,
  type Recommendation,
  type Scorecard,
  type ScorecardSummary,
  type StageScorecards,
} from '@careers/shared';
import { Spinner } from '@/components/ui/spinner';
import { serverMessageOr } from '@/lib/api-client';
import { useSaveScorecard, useScorecards, useSetInterviewStage } from '../api/scorecards';

/**
 * REC-28 (docs/decisions/047): the side panel's Scorecards tab: the application's current interview stage
 * (a recruiter's choice), the member's own scorecard for it, and per stage who submitted and who has not;
 * the others' scorecards and the summary appear once the member submitted theirs (the API sends nothing before).
 */
export function ScorecardsTab({ jobId, applicationId }: { jobId: number; applicationId: number }) {
  const id = useId();
  const view = useScorecards(jobId, applicationId);
  const setStage = useSetInterviewStage(jobId, applicationId);
  if (view.isError)
    return (
      <p role="alert" className="text-ws-sm text-danger">
        {S.loadFailed}
      </p>
    );
  if (!view.data)
    return (
      <p className="flex items-center gap-2 text-ws-sm text-muted">
        <Spinner className="h-4 w-4" />
      </p>
    );
  const { currentStageId, stages } = view.data;
  return (
    <div className="space-y-4" data-testid="scorecards">
      <p className="text-ws-xs text-muted">{S.neverToCandidate}</p>
      <div>
        <label htmlFor={`${id}-stage`} className="text-ws-sm font-medium text-ink">
          {S.currentStage}
        </label>
        <select
          id={`${id}-stage`}
          className="mt-1 block h-9 w-full rounded-md border border-line bg-surface px-2 text-ws-sm"
          value={currentStageId === null ? '' : String(currentStageId)}
          disabled={setStage.isPending}
          onChange={(event) => setStage.mutate(event.target.value === '' ? null : Number(event.target.value))}
        >
          <option value="">{S.noCurrentStage}</option>
          {stages.map((s) => (
            <option key={s.stage.id} value={String(s.stage.id)}>
              {s.stage.name}
            </option>
          ))}
        </select>
        {setStage.isError && (
          <p role="alert" className="mt-1 text-ws-sm text-danger">
            {serverMessageOr(setStage.error, S.saveFailed)}
          </p>
        )}
      </div>
      {stages.map((stage) => (
        <StageSection key={stage.stage.id} jobId={jobId} applicationId={applicationId} stage={stage} />
      ))}
    </div>
  );
}

function StageSection({ jobId, applicationId, stage }: { jobId: number; applicationId: number; stage: StageScorecards }) {
  const id = useId();
  // Held here, not in the form: a save refreshes the scorecards and the form starts again from the saved
  // one (its key), and its answer ("Draft saved.", "Scorecard submitted.", or why not) must outlive that.
  const save = useSaveScorecard(jobId, applicationId);
  const written = stage.mine !== null || stage.submitted.length > 0;
  if (!stage.current && !written) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg bg-surface p-3 ring-1 ring-line">
      <h4 id={`${id}-title`} className="text-ws-sm font-semibold text-ink">
        {stage.stage.name}
      </h4>
      <p className="text-ws-xs text-muted">
        {S.submittedBy}: {stage.submitted.length > 0 ? stage.submitted.join(', ') : '—'}
        <br />
        {S.notSubmittedBy}: {stage.notSubmitted.length > 0 ? stage.notSubmitted.join(', ') : '—'}
      </p>
      {stage.current ? (
        <ScorecardForm key={stage.mine?.updatedAt ?? 'new'} save={save} stage={stage} />
      ) : (
        stage.mine && <ScorecardView card={stage.mine} />
      )}
      {stage.summary ? (
        <>
          <Summary summary={stage.summary} />
          {stage.others?.map((card) => (
            <ScorecardView key={card.id} card={card} />
          ))}
        </>
      ) : (
        <p className="text-ws-sm text-muted">{S.hiddenUntilSubmitted}</p>
      )}
    </section>
  );
}

function ScorecardForm({ save, stage }: { save: ReturnType<typeof useSaveScorecard>; stage: StageScorecards }) {
  const id = useId();
  const mine = stage.mine;
  const names = stage.stage.criteria.map(criterionName);
  const [scores, setScores] = useState<CriterionScore[]>(() =>
    names.map((criterion) => mine?.scores.find((s) => s.criterion === criterion) ?? { criterion, rating: null, notes: '' }),
  );
  const [recommendation, setRecommendation] = useState<Recommendation | null>(mine?.recommendation ?? null);
  const update = (index: number, change: Partial<CriterionScore>) =>
    setScores((list) => list.map((s, i) => (i === index ? { ...s, ...change } : s)));
  const submit = (asSubmitted: boolean) =>
    save.mutate({ scorecardId: mine?.id ?? null, stageId: stage.stage.id ?? 0, body: { scores, recommendation, submit: asSubmitted } });
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit(true);
      }}
    >
      {scores.map((score, index) => (
        <fieldset key={score.criterion} className="space-y-1">
          <legend className="text-ws-sm font-medium text-ink">{score.criterion}</legend>
          <div className="flex flex-wrap gap-3">
            {SCORE_VALUES.map((value) => (
              <label key={value} className="flex items-center gap-1 text-ws-sm">
                <input
                  type="radio"
                  name={`${id}-${index}`}
                  checked={score.rating === value}
                  onChange={() => update(index, { rating: value })}
                />
                {SCORE_LABELS[value]}
              </label>
            ))}
          </div>
          <textarea
            aria-label={`${score.criterion}: notes`}
            maxLength={SCORECARD_NOTES_MAX}
            className="block w-full rounded-md border border-line bg-surface p-2 text-ws-sm"
            rows={2}
            value={score.notes}
            onChange={(event) => update(index, { notes: event.target.value })}
          />
        </fieldset>
      ))}
      <fieldset className="space-y-1">
        <legend className="text-ws-sm font-medium text-ink">{S.recommendationLabel}</legend>
        <div className="flex flex-wrap gap-3">
          {RECOMMENDATIONS.map((r) => (
            <label key={r} className="flex items-center gap-1 text-ws-sm">
              <input type="radio" name={`${id}-recommendation`} checked={recommendation === r} onChange={() => setRecommendation(r)} />
              {RECOMMENDATION_LABELS[r]}
            </label>
          ))}
        </div>
      </fieldset>
      {save.isError && (
        <p role="alert" className="text-ws-sm text-danger">
          {serverMessageOr(save.error, S.saveFailed)}
        </p>
      )}
      {save.isSuccess && (
        <p role="status" className="text-ws-sm text-muted">
          {save.data.message}
        </p>
      )}
      <div className="flex gap-2">
        {mine?.status !== 'submitted' && (
          <button
            type="button"
            className="h-9 rounded-md px-3 text-ws-sm font-medium ring-1 ring-line"
            disabled={save.isPending}
            onClick={() => submit(false)}
          >
            {S.saveDraft}
          </button>
        )}
        <button type="submit" className="h-9 rounded-md bg-brand-600 px-3 text-ws-sm font-medium text-white" disabled={save.isPending}>
          {mine?.status === 'submitted' ? S.saveChanges : S.submit}
        </button>
      </div>
    </form>
  );
}

function ScorecardView({ card }: { card: Scorecard }) {
  return (
    <article className="space-y-1 border-t border-line pt-2 text-ws-sm">
      <p className="font-medium text-ink">
        {card.author ?? S.formerMember} · {card.recommendation ? RECOMMENDATION_LABELS[card.recommendation] : '—'}
        {card.status === 'draft' ? ` (${S.saveDraft.toLowerCase()})` : ''}
      </p>
      <ul className="space-y-1">
        {card.scores.map((s) => (
          <li key={s.criterion}>
            <span className="text-muted">{s.criterion}:</span> {s.rating === null ? '—' : SCORE_LABELS[s.rating]}
            {s.notes && <span className="block whitespace-pre-line text-muted">{s.notes}</span>}
          </li>
        ))}
      </ul>
    </article>
  );
}

function Summary({ summary }: { summary: ScorecardSummary }) {
  const rows = [
    ...summary.criteria.map((c) => ({ label: c.criterion, counts: c.counts })),
    { label: S.recommendationLabel, counts: summary.recommendations },
  ];
  return (
    <table className="w-full text-left text-ws-sm">
      <caption className="text-left font-medium text-ink">{S.summaryTitle}</caption>
      <thead>
        <tr>
          <th scope="col" className="font-normal text-muted">
            <span className="sr-only">{S.summaryTitle}</span>
          </th>
          {/* Four narrow columns of counts, each under its word (which wraps on a phone), the names taking the rest. */}
          {SCORE_VALUES.map((v) => (
            <th
              key={v}
              scope="col"
              className="w-[3.75rem] px-1 pb-1 text-center align-bottom text-ws-xs leading-tight font-normal text-muted"
            >
              {SCORE_LABELS[v]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" className="py-0.5 pr-2 font-normal">
              {row.label}
            </th>
            {row.counts.map((n, i) => (
              <td key={i} className="px-1 py-0.5 text-center tabular-nums">
                {n}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
