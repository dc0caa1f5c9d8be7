import { useId, useState } from 'react';
import {
  SCORECARD_MESSAGES as S,
  criterionName,
  findSkill,
  type Criterion,
  type InterviewPlan,
  type InterviewPlanInput,
} from '@careers/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { serverMessageOr } from '@/lib/api-client';
import { useInterviewPlan, useSaveInterviewPlan } from '../api/scorecards';

interface DraftStage {
  key: string;
  id: number | null;
  name: string;
  /** One criterion a line: a skill's name from the catalogue becomes that skill, any other text an attribute. */
  criteria: string;
}

let keys = 0;
const nextKey = () => `stage-${++keys}`;
const toDraft = (plan: InterviewPlan): DraftStage[] =>
  plan.stages.map((s) => ({ key: nextKey(), id: s.id, name: s.name, criteria: s.criteria.map(criterionName).join('\n') }));

/** A line of the criteria box as a criterion: the catalogue's skill when the text names one exactly, else an attribute. */
export function criterionOf(text: string): Criterion {
  const skill = findSkill(text);
  return skill && skill.name.toLowerCase() === text.toLowerCase()
    ? { kind: 'skill', skillId: skill.id }
    : { kind: 'attribute', name: text };
}

export function planInputOf(stages: readonly DraftStage[]): InterviewPlanInput {
  return {
    stages: stages.map((s) => ({
      ...(s.id === null ? {} : { id: s.id }),
      name: s.name,
      criteria: s.criteria
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '')
        .map(criterionOf),
    })),
  };
}

/** REC-28: the job's interview plan: stages in order, each with its criteria; saved as a whole. */
export function InterviewPlanEditor({ jobId }: { jobId: number }) {
  const plan = useInterviewPlan(jobId);
  if (plan.isError)
    return (
      <p role="alert" className="text-ws-sm text-danger">
        {S.loadFailed}
      </p>
    );
  if (!plan.data) return <Spinner className="h-4 w-4" />;
  return <PlanForm key={JSON.stringify(plan.data)} jobId={jobId} plan={plan.data} />;
}

function PlanForm({ jobId, plan }: { jobId: number; plan: InterviewPlan }) {
  const id = useId();
  const save = useSaveInterviewPlan(jobId);
  const [stages, setStages] = useState<DraftStage[]>(() => toDraft(plan));
  const change = (key: string, values: Partial<DraftStage>) =>
    setStages((list) => list.map((s) => (s.key === key ? { ...s, ...values } : s)));
  const move = (index: number, by: number) =>
    setStages((list) => {
      const next = [...list];
      const [stage] = next.splice(index, 1);
      if (stage) next.splice(index + by, 0, stage);
      return next;
    });
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3" data-testid="interview-plan">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        {S.planTitle}
      </h2>
      <p className="text-sm text-muted">{S.planHint}</p>
      {plan.isDefault && <p className="text-sm text-muted">{S.planDefault}</p>}
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(planInputOf(stages));
        }}
      >
        <ol className="space-y-3">
          {stages.map((stage, index) => (
            <li key={stage.key} className="space-y-2 rounded-lg p-3 ring-1 ring-line">
              <label className="block text-sm font-medium text-ink">
                {S.stageName} {index + 1}
                <input
                  className="mt-1 block h-9 w-full rounded-md border border-line bg-surface px-2"
                  value={stage.name}
                  maxLength={80}
                  onChange={(event) => change(stage.key, { name: event.target.value })}
                />
              </label>
              <label className="block text-sm font-medium text-ink">
                {S.criteriaLabel}
                <span className="block text-xs font-normal text-muted">{S.criteriaHint}</span>
                <textarea
                  className="mt-1 block w-full rounded-md border border-line bg-surface p-2"
                  rows={3}
                  value={stage.criteria}
                  onChange={(event) => change(stage.key, { criteria: event.target.value })}
                />
              </label>
              <div className="flex gap-2">
                <Button size="sm" variant="secondary" disabled={index === 0} onClick={() => move(index, -1)}>
                  ↑<span className="sr-only"> {stage.name}</span>
                </Button>
                <Button size="sm" variant="secondary" disabled={index === stages.length - 1} onClick={() => move(index, 1)}>
                  ↓<span className="sr-only"> {stage.name}</span>
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setStages((list) => list.filter((s) => s.key !== stage.key))}>
                  ✕<span className="sr-only"> {stage.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ol>
        {save.isError && (
          <p role="alert" className="text-sm text-danger">
            {serverMessageOr(save.error, S.saveFailed)}
          </p>
        )}
        {save.isSuccess && (
          <p role="status" className="text-sm text-muted">
            {save.data.message}
          </p>
        )}
        <div className="flex gap-2">
          <Button
            variant="secondary"
            onClick={() => setStages((list) => [...list, { key: nextKey(), id: null, name: '', criteria: 'Communication' }])}
          >
            {S.addStage}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {S.savePlan}
          </Button>
        </div>
      </form>
    </section>
  );
}
