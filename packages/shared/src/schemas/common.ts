import { z } from 'zod';

/** Every 4xx/5xx answer of the API: a message a person understands, and the field when one is at fault. */
export const errorResponseSchema = z.object({
  message: z.string(),
  field: z.string().optional(),
  /** SPEC 7: login puts its error text in `msg`. */
  msg: z.string().optional(),
  /** A refused request with several problems: each of them (SPEC 4 validates every field). */
  errors: z.array(z.object({ message: z.string(), field: z.string().optional() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
