import { z } from 'zod';
import { FIT_KINDS, FIT_STATUSES } from '../fit.js';

/** APP-10, REC-26 (docs/decisions/043): the explainable fit as the API answers it. */
export const fitLineSchema = z.object({
  kind: z.enum(FIT_KINDS),
  status: z.enum(FIT_STATUSES),
  /** The line in words, lower-case first ("your rate fits the range"). */
  text: z.string(),
});

export const fitFactsSchema = z.object({
  skillsMet: z.number().int(),
  skillsTotal: z.number().int(),
  niceMet: z.number().int(),
  niceTotal: z.number().int(),
  skills: z.enum(FIT_STATUSES),
  rate: z.enum(FIT_STATUSES),
  availability: z.enum(FIT_STATUSES),
  overlap: z.enum(FIT_STATUSES),
  overlapMinutes: z.number().int().nullable(),
  country: z.enum(FIT_STATUSES),
  countryCode: z.string().nullable(),
});

/** A candidate's fit to a job (APP-10): the lines, their text joined, the outcomes, the rules' version. */
export const fitSchema = z.object({
  version: z.string(),
  lines: z.array(fitLineSchema),
  text: z.string(),
  facts: fitFactsSchema,
});

/** A stored fit as the recruiter's side panel shows it (REC-26): the lines, their rules' version and when they were written. */
export const storedFitSchema = z.object({
  version: z.string(),
  computedAt: z.string(),
  lines: z.array(fitLineSchema),
});
export type StoredFit = z.infer<typeof storedFitSchema>;
