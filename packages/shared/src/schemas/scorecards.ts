import { z } from 'zod';
import { DEFAULT_INTERVIEW_STAGES, RECOMMENDATIONS, SCORE_VALUES, SCORECARD_MESSAGES as S, defaultStageId } from '../scorecard-messages.js';
import { skillById } from '../skills-catalogue.js';
import { text } from './common.js';

/**
 * REC-28 (docs/decisions/047): a job's interview plan (ordered stages, each with its criteria) and the
 * team's scorecards on an application's stage. Candidates never see either.
 */

export const STAGE_NAME_MAX = 80;
export const STAGES_MAX = 10;
export const CRITERIA_MAX = 12;
export const CRITERION_NAME_MAX = 60;
export const SCORECARD_NOTES_MAX = 2000;

export const CRITERION_KINDS = ['skill', 'attribute'] as const;

/** A criterion: a skill of the catalogue (by id) or a free attribute ("Communication"). */
export const criterionSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('skill'),
      skillId: z.string().refine((id) => skillById(id) !== undefined, S.criterionUnknownSkill),
    })
    .strict(),
  z
    .object({
      kind: z.literal('attribute'),
      name: text({ error: S.criterionRequired })
        .trim()
        .min(1, { error: S.criterionRequired, abort: true })
        .max(CRITERION_NAME_MAX, S.criterionMax(CRITERION_NAME_MAX)),
    })
    .strict(),
]);
export type Criterion = z.infer<typeof criterionSchema>;

/** The name a criterion is shown and rated under: the skill's catalogue name, or the attribute's. */
export function criterionName(criterion: Criterion): string {
  return criterion.kind === 'skill' ? (skillById(criterion.skillId)?.name ?? criterion.skillId) : criterion.name;
}

export const stageInputSchema = z
  .object({
    /** A stage already in the plan keeps its id (its scorecards stay with it); a new one has none. */
    id: z.number().int().positive().max(2_147_483_647).optional(),
    name: text({ error: S.stageNameRequired })
      .trim()
      .min(1, { error: S.stageNameRequired, abort: true })
      .max(STAGE_NAME_MAX, S.stageNameMax(STAGE_NAME_MAX)),
    criteria: z
      .array(criterionSchema)
      .min(1, S.criteriaMin)
      .max(CRITERIA_MAX, S.criteriaMax(CRITERIA_MAX))
      .refine((list) => new Set(list.map((c) => criterionName(c).toLowerCase())).size === list.length, S.criteriaUnique),
  })
  .strict();

/** PUT /api/recruiter/jobs/:id/interview-plan: the whole plan, in order; stages left out are removed. */
export const interviewPlanInputSchema = z
  .object({
    stages: z
      .array(stageInputSchema)
      .min(1, S.stagesMin)
      .max(STAGES_MAX, S.stagesMax(STAGES_MAX))
      .refine((list) => new Set(list.map((s) => s.name.toLowerCase())).size === list.length, S.stageNamesUnique),
  })
  .strict();
export type InterviewPlanInput = z.input<typeof interviewPlanInputSchema>;

export const stageSchema = z.object({
  /**
   * Null in the default plan of a job that has not stored its own (`GET …/interview-plan`); in an application's
   * scorecards, the default stages carry `defaultStageId` (-1 to -3) until the plan is stored (docs/decisions/047).
   */
  id: z.number().int().nullable(),
  name: z.string(),
  criteria: z.array(criterionSchema),
});
export type InterviewStage = z.infer<typeof stageSchema>;
export const interviewPlanSchema = z.object({
  jobId: z.number().int(),
  /** True while the job has no plan of its own (the default three stages are offered, not stored). */
  isDefault: z.boolean(),
  stages: z.array(stageSchema),
});
export type InterviewPlan = z.infer<typeof interviewPlanSchema>;
export const interviewPlanResponseSchema = z.object({ message: z.string(), plan: interviewPlanSchema });

const scoreSchema = z.union(
  SCORE_VALUES.map((v) => z.literal(v)),
  { error: S.ratingRange },
);

/** One criterion's rating (null while a draft leaves it open) and notes. */
export const criterionScoreSchema = z
  .object({
    criterion: z.string().max(CRITERION_NAME_MAX),
    rating: scoreSchema.nullable(),
    notes: text().trim().max(SCORECARD_NOTES_MAX, S.notesMax(SCORECARD_NOTES_MAX)).default(''),
  })
  .strict();
export type CriterionScore = z.infer<typeof criterionScoreSchema>;

const scorecardBodyShape = {
  scores: z.array(criterionScoreSchema).max(CRITERIA_MAX),
  recommendation: z.enum(RECOMMENDATIONS, { error: S.recommendationRequired }).nullable(),
  /** True submits (every criterion rated and a recommendation needed); false saves a draft. */
  submit: z.boolean(),
};
/** POST /api/recruiter/applications/:id/scorecards: the signed-in member's scorecard for a stage. */
export const scorecardCreateSchema = z.object({ stageId: z.number().int().positive().max(2_147_483_647), ...scorecardBodyShape }).strict();
export type ScorecardCreateInput = z.input<typeof scorecardCreateSchema>;
/** PUT /api/recruiter/scorecards/:id: its author's change. */
export const scorecardUpdateSchema = z.object(scorecardBodyShape).strict();
export type ScorecardUpdateInput = z.input<typeof scorecardUpdateSchema>;

export const scorecardSchema = z.object({
  id: z.number().int(),
  stageId: z.number().int(),
  /** The author's name; null when their account was deleted. */
  author: z.string().nullable(),
  mine: z.boolean(),
  status: z.enum(['draft', 'submitted']),
  scores: z.array(z.object({ criterion: z.string(), rating: scoreSchema.nullable(), notes: z.string() })),
  recommendation: z.enum(RECOMMENDATIONS).nullable(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Scorecard = z.infer<typeof scorecardSchema>;
export const scorecardResponseSchema = z.object({ message: z.string(), scorecard: scorecardSchema });

/** Counts per rating (index 0 = Strong no … 3 = Strong yes). */
const countsSchema = z.array(z.number().int()).length(4);
export const scorecardSummarySchema = z.object({
  criteria: z.array(z.object({ criterion: z.string(), counts: countsSchema })),
  recommendations: countsSchema,
});
export type ScorecardSummary = z.infer<typeof scorecardSummarySchema>;

export const stageScorecardsSchema = z.object({
  stage: stageSchema,
  /** True when the application is in this stage now: scorecards for it can be written and changed. */
  current: z.boolean(),
  mine: scorecardSchema.nullable(),
  /** Names of the team members who submitted, and of those who have not (yet). Always shown. */
  submitted: z.array(z.string()),
  notSubmitted: z.array(z.string()),
  /** The others' submitted scorecards and the summary: null until the member submitted their own (REC-28). */
  others: z.array(scorecardSchema).nullable(),
  summary: scorecardSummarySchema.nullable(),
});
export type StageScorecards = z.infer<typeof stageScorecardsSchema>;

/** GET /api/recruiter/applications/:id/scorecards */
export const applicationScorecardsSchema = z.object({
  applicationId: z.number().int(),
  /** The application's current interview stage (docs/decisions/047); null when it is in none. */
  currentStageId: z.number().int().nullable(),
  stages: z.array(stageScorecardsSchema),
});
export type ApplicationScorecards = z.infer<typeof applicationScorecardsSchema>;

/** PUT /api/recruiter/applications/:id/interview-stage: the recruiter moves the application to a stage (or none). */
/** A stored stage's id, or a default stage's identifier (`defaultStageId`, -1 to -3) while the job has no stored plan. */
export const currentStageInputSchema = z
  .object({
    stageId: z
      .number()
      .int()
      .min(defaultStageId(DEFAULT_INTERVIEW_STAGES.length - 1))
      .max(2_147_483_647)
      .refine((id) => id !== 0)
      .nullable(),
  })
  .strict();
export const scorecardParamsSchema = z.object({
  scorecardId: z.coerce.number('scorecardId must be a whole number').int().positive().max(2_147_483_647),
});
