import { idParamsSchema } from '../../schemas/recruiter.js';
import {
  applicationScorecardsSchema,
  currentStageInputSchema,
  interviewPlanInputSchema,
  interviewPlanResponseSchema,
  interviewPlanSchema,
  scorecardCreateSchema,
  scorecardParamsSchema,
  scorecardResponseSchema,
  scorecardUpdateSchema,
} from '../../schemas/scorecards.js';
import type { SchemaTable } from '../contract.js';

/** The schema half of `scorecards.ts`. */
export const scorecardsSchemas = {
  getInterviewPlan: {
    summary: 'A job’s interview plan: its stages in order with their criteria (the default three while it has none of its own)',
    params: idParamsSchema,
    response: { 200: interviewPlanSchema },
  },
  saveInterviewPlan: {
    summary: 'Replace a job’s interview plan; a stage left out is removed, and 409 when it has scorecards',
    params: idParamsSchema,
    body: interviewPlanInputSchema,
    response: { 200: interviewPlanResponseSchema },
  },
  listScorecards: {
    summary:
      'An application’s scorecards per stage: yours; the others’ and the summary only once you submitted yours; who submitted and who has not',
    params: idParamsSchema,
    response: { 200: applicationScorecardsSchema },
  },
  setInterviewStage: {
    summary: 'Set the application’s current interview stage (or none); scorecards of the stage it leaves can no longer change',
    params: idParamsSchema,
    body: currentStageInputSchema,
    response: { 200: applicationScorecardsSchema },
  },
  createScorecard: {
    summary: 'Write your scorecard for the application’s current stage, as a draft or submitted',
    params: idParamsSchema,
    body: scorecardCreateSchema,
    response: { 201: scorecardResponseSchema },
  },
  updateScorecard: {
    summary: 'Change your scorecard while the application is in its stage (403 for another member’s)',
    params: scorecardParamsSchema,
    body: scorecardUpdateSchema,
    response: { 200: scorecardResponseSchema },
  },
} satisfies SchemaTable;
