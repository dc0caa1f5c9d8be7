import { z } from 'zod';
import { text } from './common.js';
import { APPLICATION_STATUSES } from '../application-steps.js';
import { JOB_STATUSES } from '../constants.js';
import { PALETTE_MESSAGES as P } from '../palette-messages.js';

/** REC-20: at most this many of each kind in one answer of the palette's search. */
export const SEARCH_LIMITS = { jobs: 5, applicants: 8, candidates: 5 } as const;

/** GET /api/recruiter/workspace/search: what was typed, trimmed (2 to 100 characters). */
export const workspaceSearchQuerySchema = z.object({
  q: text(P.queryTooShort).trim().min(2, P.queryTooShort).max(100, P.queryTooLong),
});
export type WorkspaceSearchQuery = z.input<typeof workspaceSearchQuerySchema>;

/**
 * The palette's matches: names and titles only, so a search is not an access to personal data and is not
 * recorded (REC-9, docs/decisions/033). `demo` marks the demo people (REC-21).
 */
export const workspaceSearchResponseSchema = z.object({
  /** Jobs of every status, by title. */
  jobs: z.array(z.object({ id: z.number().int(), title: z.string(), status: z.enum(JOB_STATUSES) })),
  /** Applications, by the candidate's name on the application, with their job and step. */
  applicants: z.array(
    z.object({
      applicationId: z.number().int(),
      /** The candidate's account (the access log's candidate filter). */
      candidateId: z.number().int(),
      jobId: z.number().int(),
      jobTitle: z.string(),
      name: z.string(),
      status: z.enum(APPLICATION_STATUSES),
      demo: z.boolean(),
    }),
  ),
  /** Discoverable candidates of the talent pool (REC-10), by name, with their profile's job title. */
  candidates: z.array(z.object({ id: z.number().int(), name: z.string(), title: z.string(), demo: z.boolean() })),
});
export type WorkspaceSearchResponse = z.infer<typeof workspaceSearchResponseSchema>;
