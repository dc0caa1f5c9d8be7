import { z } from 'zod';
import { maxLengthMessage, minLengthMessage } from '../messages.js';

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

/** SPEC 5's pattern for a required text: '{Field} is required', then its length rules. */
export const requiredText = (field: string, min: number, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required`, abort: true })
    .min(min, minLengthMessage(field, min))
    .max(max, maxLengthMessage(field, max));

/** An absolute http(s) address with a host name (no DOM needed: runs in the browser and the API). */
export function isWebUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
}
