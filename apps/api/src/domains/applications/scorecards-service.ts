import {
  DEFAULT_INTERVIEW_STAGES,
  DEFAULT_STAGE_CRITERIA,
  RECOMMENDATIONS,
  RECRUITER_MESSAGES as R,
  SCORECARD_MESSAGES as S,
  criterionName,
  defaultStageId,
  type ApplicationScorecards,
  type ApplicationStatus,
  type Criterion,
  type CriterionScore,
  type InterviewPlan,
  type InterviewPlanInput,
  type Recommendation,
  type Scorecard,
  type ScorecardSummary,
  type StageScorecards,
} from '@careers/shared';
import type { Clock } from '../../platform/lib/clock.js';
import { conflict, forbidden, invalid, notFound } from '../../platform/lib/domain-error.js';
import { createRepositoryStore, type Db } from '../../platform/db/transactions.js';
import { createApplicationRepositories, type ApplicationRepositories } from './repositories.js';
import { scorecardAuthorName, type ScorecardRow, type StageRow } from './scorecards-repository.js';

/**
 * docs/decisions/047: the steps in which an application can be in an interview stage. From Offer on, and
 * once it has ended, it has left every stage: its scorecards are final.
 */
const INTERVIEWING: readonly ApplicationStatus[] = ['applied', 'under_review', 'interview'];

/** REC-28: the default plan (three stages with attribute criteria), offered to a job with none of its own. */
export function defaultStages(): { name: string; criteria: Criterion[] }[] {
  return DEFAULT_INTERVIEW_STAGES.map((name) => ({
    name,
    criteria: DEFAULT_STAGE_CRITERIA[name].map((attribute) => ({ kind: 'attribute' as const, name: attribute })),
  }));
}

export const recommendationValue = (r: Recommendation): number => RECOMMENDATIONS.indexOf(r) + 1;
const recommendationOf = (n: number | null): Recommendation | null => (n === null ? null : (RECOMMENDATIONS[n - 1] ?? null));

function toScorecard(row: ScorecardRow, actorId: number): Scorecard {
  return {
    id: row.id,
    stageId: row.stageId,
    author: scorecardAuthorName(row.firstName, row.lastName) ?? S.formerMember,
    mine: row.authorId === actorId,
    status: row.submittedAt === null ? 'draft' : 'submitted',
    scores: row.scores,
    recommendation: recommendationOf(row.recommendation),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** REC-28: counts per rating of each criterion and of the recommendation, over submitted scorecards. */
export function summarise(criteria: readonly Criterion[], submitted: readonly ScorecardRow[]): ScorecardSummary {
  const zero = (): number[] => [0, 0, 0, 0];
  const names = criteria.map(criterionName);
  const perCriterion = new Map(names.map((n) => [n, zero()]));
  const recommendations = zero();
  for (const card of submitted) {
    for (const score of card.scores) {
      const counts = perCriterion.get(score.criterion);
      if (counts && score.rating !== null) counts[score.rating - 1] = (counts[score.rating - 1] ?? 0) + 1;
    }
    if (card.recommendation !== null) recommendations[card.recommendation - 1] = (recommendations[card.recommendation - 1] ?? 0) + 1;
  }
  return { criteria: names.map((criterion) => ({ criterion, counts: perCriterion.get(criterion) ?? zero() })), recommendations };
}

/**
 * REC-28 (docs/decisions/047): a job's interview plan and the team's scorecards. Each member writes their
 * own scorecard for the application's current stage; the others' and the summary reach a member only
 * after they submitted theirs (the API never sends them before). Candidates never reach this service.
 */
export function createScorecardsService({ db, clock }: { db: Db; clock: Clock }) {
  const repos = createRepositoryStore(db, createApplicationRepositories);

  async function requireApplication(id: number) {
    const application = await repos.applications.findById(id);
    if (!application) throw notFound(R.applicationNotFound);
    return application;
  }

  /**
   * docs/decisions/047: a read never writes. The job's stored stages, or, while it has none, the default three
   * with their `defaultStageId` identifiers (-1, -2, -3), which `setStage` accepts.
   */
  async function shownStages(jobId: number): Promise<StageRow[]> {
    const stored = await repos.scorecards.stagesOf(jobId);
    if (stored.length > 0) return stored;
    return defaultStages().map((s, position) => ({ id: defaultStageId(position), ...s }));
  }

  /**
   * The job's stored stages; the default three are stored first when it has none. Only writes call it: putting
   * an application in a stage (docs/decisions/047). Saving the plan stores its own stages.
   */
  async function ensureStages(jobId: number): Promise<StageRow[]> {
    const stored = await repos.scorecards.stagesOf(jobId);
    if (stored.length > 0) return stored;
    return repos.transaction(async (tx) => {
      await tx.scorecards.lockJob(jobId);
      const again = await tx.scorecards.stagesOf(jobId);
      if (again.length > 0) return again;
      await tx.scorecards.insertStages(
        jobId,
        defaultStages().map((s, position) => ({ ...s, position })),
      );
      return tx.scorecards.stagesOf(jobId);
    });
  }

  async function view(actorId: number, applicationId: number): Promise<ApplicationScorecards> {
    const application = await requireApplication(applicationId);
    const stages = await shownStages(application.jobId);
    const [currentStageId, cards, team] = await Promise.all([
      repos.scorecards.currentStageOf(applicationId),
      repos.scorecards.scorecardsOf(applicationId),
      repos.scorecards.team(),
    ]);
    const interviewing = INTERVIEWING.includes(application.status);
    const stageViews = stages.map((stage): StageScorecards => {
      const ofStage = cards.filter((c) => c.stageId === stage.id);
      const mine = ofStage.find((c) => c.authorId === actorId) ?? null;
      const submitted = ofStage.filter((c) => c.submittedAt !== null);
      const submittedIds = new Set(submitted.map((c) => c.authorId));
      const unlocked = mine !== null && mine.submittedAt !== null;
      return {
        stage: { id: stage.id, name: stage.name, criteria: stage.criteria },
        current: interviewing && stage.id === currentStageId,
        mine: mine === null ? null : toScorecard(mine, actorId),
        submitted: submitted.map((c) => scorecardAuthorName(c.firstName, c.lastName) ?? S.formerMember),
        notSubmitted: team.filter((m) => !submittedIds.has(m.id)).map((m) => m.name),
        others: unlocked ? submitted.filter((c) => c.authorId !== actorId).map((c) => toScorecard(c, actorId)) : null,
        summary: unlocked ? summarise(stage.criteria, submitted) : null,
      };
    });
    return { applicationId, currentStageId: interviewing ? currentStageId : null, stages: stageViews };
  }

  /** The scores checked against the stage's criteria; a submission rates every one and recommends. */
  function checkedScores(stage: StageRow, scores: CriterionScore[], recommendation: Recommendation | null, submit: boolean) {
    const names = stage.criteria.map(criterionName);
    const byName = new Map(scores.map((s) => [s.criterion, s]));
    for (const s of scores) if (!names.includes(s.criterion)) throw invalid(S.criterionNotInStage(s.criterion), 'scores');
    const ordered: CriterionScore[] = names.map((criterion) => byName.get(criterion) ?? { criterion, rating: null, notes: '' });
    if (submit) {
      const open = ordered.find((s) => s.rating === null);
      if (open) throw invalid(S.criterionUnrated(open.criterion), 'scores');
      if (recommendation === null) throw invalid(S.recommendationRequired, 'recommendation');
    }
    return ordered;
  }

  async function writable(tx: ApplicationRepositories, applicationId: number, stageId: number) {
    const application = await tx.applications.findById(applicationId);
    if (!application) throw notFound(R.applicationNotFound);
    const stage = (await tx.scorecards.stagesOf(application.jobId)).find((s) => s.id === stageId);
    if (!stage) throw notFound(S.stageUnknown, 'stageId');
    if (!INTERVIEWING.includes(application.status)) throw conflict(S.applicationEnded);
    if ((await tx.scorecards.currentStageOf(applicationId)) !== stageId) throw conflict(S.stageLeft);
    return stage;
  }

  async function answer(actorId: number, applicationId: number, id: number, message: string) {
    const row = await repos.scorecards.findScorecard(id);
    if (!row || row.applicationId !== applicationId) throw new Error('the scorecard just written was not found');
    return { message, scorecard: toScorecard(row, actorId) };
  }

  async function plan(jobId: number): Promise<InterviewPlan> {
    if (!(await repos.scorecards.jobExists(jobId))) throw notFound(R.jobNotFound);
    const stages = await repos.scorecards.stagesOf(jobId);
    if (stages.length === 0) return { jobId, isDefault: true, stages: defaultStages().map((s) => ({ id: null, ...s })) };
    return { jobId, isDefault: false, stages };
  }

  return {
    plan,

    /** REC-28: replace the plan; a stage left out is removed unless scorecards were written for it (409). */
    async savePlan(jobId: number, input: InterviewPlanInput): Promise<{ message: string; plan: InterviewPlan }> {
      if (!(await repos.scorecards.jobExists(jobId))) throw notFound(R.jobNotFound);
      await repos.transaction(async (tx) => {
        await tx.scorecards.lockJob(jobId);
        const existing = await tx.scorecards.stagesOf(jobId);
        const existingIds = new Set(existing.map((s) => s.id));
        for (const stage of input.stages)
          if (stage.id !== undefined && !existingIds.has(stage.id)) throw conflict(S.stageUnknown, 'stages');
        const kept = new Set(input.stages.flatMap((s) => (s.id === undefined ? [] : [s.id])));
        const removed = existing.filter((s) => !kept.has(s.id));
        const counts = await tx.scorecards.scorecardCounts(removed.map((s) => s.id));
        for (const stage of removed) {
          const n = counts.get(stage.id) ?? 0;
          if (n > 0) throw conflict(S.stageHasScorecards(stage.name, n), 'stages');
        }
        await tx.scorecards.deleteStages(removed.map((s) => s.id));
        const fresh: { position: number; name: string; criteria: Criterion[] }[] = [];
        for (const [position, stage] of input.stages.entries()) {
          const values = { position, name: stage.name.trim(), criteria: stage.criteria };
          if (stage.id === undefined) fresh.push(values);
          else await tx.scorecards.updateStage(stage.id, values);
        }
        await tx.scorecards.insertStages(jobId, fresh);
      });
      return { message: S.planSaved, plan: await plan(jobId) };
    },

    list: view,

    /** docs/decisions/047: a recruiter puts the application in a stage of its job's plan (or in none). */
    async setStage(actorId: number, applicationId: number, stageId: number | null): Promise<ApplicationScorecards> {
      const application = await requireApplication(applicationId);
      if (!INTERVIEWING.includes(application.status)) throw conflict(S.applicationEnded);
      let stored: number | null = null;
      if (stageId !== null) {
        const stages = await ensureStages(application.jobId);
        // A default stage's identifier (-1 to -3, shown before the plan was stored) names the stored stage of
        // the same default name; once the plan was renamed, it names none (404, the reader's view is stale).
        const defaultName = stageId < 0 ? DEFAULT_INTERVIEW_STAGES[-stageId - 1] : undefined;
        const stage = stages.find((s) => (stageId < 0 ? s.name === defaultName : s.id === stageId));
        if (!stage) throw notFound(S.stageUnknown, 'stageId');
        stored = stage.id;
      }
      await repos.scorecards.setCurrentStage(applicationId, stored, actorId, clock.now());
      return view(actorId, applicationId);
    },

    async create(
      actorId: number,
      applicationId: number,
      input: { stageId: number; scores: CriterionScore[]; recommendation: Recommendation | null; submit: boolean },
    ): Promise<{ message: string; scorecard: Scorecard }> {
      const now = clock.now();
      const id = await repos.transaction(async (tx) => {
        const stage = await writable(tx, applicationId, input.stageId);
        if ((await tx.scorecards.findMine(applicationId, input.stageId, actorId)) !== undefined) throw conflict(S.alreadyWritten);
        const scores = checkedScores(stage, input.scores, input.recommendation, input.submit);
        const written = await tx.scorecards.insertScorecard(
          {
            applicationId,
            stageId: input.stageId,
            authorId: actorId,
            scores,
            recommendation: input.recommendation === null ? null : recommendationValue(input.recommendation),
            submittedAt: input.submit ? now : null,
          },
          now,
        );
        if (written === 0) throw conflict(S.alreadyWritten);
        return written;
      });
      return answer(actorId, applicationId, id, input.submit ? S.submitted : S.draftSaved);
    },

    /** Only the author changes a scorecard (403), and only while the application is in its stage (409). */
    async update(
      actorId: number,
      scorecardId: number,
      input: { scores: CriterionScore[]; recommendation: Recommendation | null; submit: boolean },
    ): Promise<{ message: string; scorecard: Scorecard }> {
      const now = clock.now();
      const { applicationId, submitted } = await repos.transaction(async (tx) => {
        const card = await tx.scorecards.findScorecard(scorecardId);
        if (!card) throw notFound(S.notFound);
        if (card.authorId !== actorId) throw forbidden(S.notYours);
        const stage = await writable(tx, card.applicationId, card.stageId);
        // A submitted scorecard stays submitted: the others may have read it already.
        const submit = input.submit || card.submittedAt !== null;
        const scores = checkedScores(stage, input.scores, input.recommendation, submit);
        await tx.scorecards.updateScorecard(
          scorecardId,
          card.applicationId,
          {
            scores,
            recommendation: input.recommendation === null ? null : recommendationValue(input.recommendation),
            submittedAt: submit ? (card.submittedAt ?? now) : null,
          },
          now,
        );
        return { applicationId: card.applicationId, submitted: submit };
      });
      return answer(actorId, applicationId, scorecardId, submitted ? S.submitted : S.draftSaved);
    },
  };
}
export type ScorecardsService = ReturnType<typeof createScorecardsService>;
