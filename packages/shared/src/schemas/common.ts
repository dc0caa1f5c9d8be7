import { z } from 'zod';
import { INPUT_MESSAGES, maxLengthMessage, minLengthMessage } from '../messages.js';

/** Every 4xx/5xx answer of the API: a message a person understands, and the field when one is at fault. */
export const errorResponseSchema = z.object({
  message: z.string(),
  field: z.string().optional(),
  /** ACC-9: login puts its error text in `msg`. */
  msg: z.string().optional(),
  /** A refused request with several problems: each of them (GEN-5 validates every field). */
  errors: z.array(z.object({ message: z.string(), field: z.string().optional() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * A NUL, or a UTF-16 surrogate without its partner (JSON's "\ud800" escape allows one): PostgreSQL
 * cannot store either, so such text would fail in the database instead of getting a 4xx.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isStorableText = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/**
 * Every text a request carries starts here (query strings, JSON bodies): a string
 * without unstorable characters. The check comes first and stops the field's other rules, so text
 * that passes it gets exactly the messages it got before (GEN-6).
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, { error: INPUT_MESSAGES.textUnstorable, abort: true });

/** GEN-6's pattern for a required text: '{Field} is required', then its length rules. */
export const requiredText = (field: string, min: number, max: number) =>
  text({ error: `${field} is required` })
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
