import { z } from 'zod';
import { INPUT_MESSAGES, maxLengthMessage, minLengthMessage } from '../messages.js';

/**
 * Every 4xx/5xx answer of the API: a message a person understands, the field when one is at fault, and
 * the request's id (docs/decisions/028).
 */
export const errorResponseSchema = z.object({
  message: z.string(),
  /** The request's id, also in the `X-Request-Id` header and on the request's log lines: the web shows it as "Reference: …". */
  requestId: z.string().describe("The request's id, as in the X-Request-Id header: quote it when reporting a problem."),
  field: z.string().optional(),
  /** ACC-9: login puts its error text in `msg`. */
  msg: z.string().optional(),
  /** A refused request with several problems: each of them (GEN-5 validates every field). */
  errors: z.array(z.object({ message: z.string(), field: z.string().optional() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * Request parameters whose value is a credential (an e-mailed link's signed token, a photo's unguessable
 * name): the request log writes `[redacted]` for their values (docs/decisions/028). The route contract marks
 * them with `secretParam(…)` in an operation's `params` or `query`; the server reads the marks from there.
 */
export const SECRET_PARAMS = z.registry<{ secret: true }>();

/** Mark a path or query parameter's schema as a credential the logs must never show (`SECRET_PARAMS`). */
export function secretParam<T extends z.ZodType>(schema: T): T {
  SECRET_PARAMS.add(schema, { secret: true });
  return schema;
}

/** The names of an object schema's fields marked `secretParam` (an operation's `params` or `query`). */
export function secretParamNames(schema: z.ZodType | undefined): string[] {
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape).flatMap(([name, field]) => (field instanceof z.ZodType && SECRET_PARAMS.has(field) ? [name] : []));
}

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
