import type { OperationsFor, TypedOperations } from '../operation.js';
import type { scorecardsSchemas } from './scorecards.schemas.js';

/**
 * REC-28 (docs/decisions/047): a job's interview plan and the team's scorecards on an application's stages.
 * Recruiters and admins only (REC-8); candidates get 403 and no candidate answer carries a scorecard.
 */
const operations = {
  getInterviewPlan: { method: 'GET', path: '/api/recruiter/jobs/:id/interview-plan', access: 'recruiter-area', errors: [404] },
  saveInterviewPlan: { method: 'PUT', path: '/api/recruiter/jobs/:id/interview-plan', access: 'recruiter-area', errors: [404, 409] },
  listScorecards: { method: 'GET', path: '/api/recruiter/applications/:id/scorecards', access: 'recruiter-area', errors: [404] },
  setInterviewStage: {
    method: 'PUT',
    path: '/api/recruiter/applications/:id/interview-stage',
    access: 'recruiter-area',
    errors: [404, 409],
  },
  createScorecard: { method: 'POST', path: '/api/recruiter/applications/:id/scorecards', access: 'recruiter-area', errors: [404, 409] },
  updateScorecard: { method: 'PUT', path: '/api/recruiter/scorecards/:scorecardId', access: 'recruiter-area', errors: [404, 409] },
} satisfies OperationsFor<typeof scorecardsSchemas>;
export const scorecardsOperations: TypedOperations<typeof operations, typeof scorecardsSchemas> = operations;
