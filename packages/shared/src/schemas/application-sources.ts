import { z } from 'zod';
import { SOURCE_LIMITS, type ApplicationSourceTouch } from '../application-sources.js';

/** Printable characters only, cut to `max` (APP-16: trimmed, not refused, so a long campaign never stops an application). */
const cut = (max: number) =>
  z
    .string()
    .max(4000)
    .transform((v) =>
      [...v]
        .filter((c) => c.charCodeAt(0) > 31 && c.charCodeAt(0) !== 127)
        .join('')
        .trim()
        .slice(0, max),
    );
const cutOrNull = (max: number) =>
  z
    .union([cut(max), z.null()])
    .optional()
    .transform((v) => v || null);

/** APP-16: one touch as the API accepts it: wrong types are a 400, over-long texts are trimmed. */
export const sourceTouchSchema = z
  .object({
    source: cut(SOURCE_LIMITS.source).transform((v) => v.toLowerCase()),
    medium: cutOrNull(SOURCE_LIMITS.medium),
    campaign: cutOrNull(SOURCE_LIMITS.campaign),
    referrerDomain: cutOrNull(SOURCE_LIMITS.referrerDomain).transform((v) => v && v.toLowerCase()),
    landingPath: cut(SOURCE_LIMITS.landingPath),
    at: cut(40),
    ref: cutOrNull(SOURCE_LIMITS.ref),
  })
  .strip()
  .transform((t): ApplicationSourceTouch => ({ ...t, source: t.source || 'direct' }));

export const sourceTouchesSchema = z.object({ first: sourceTouchSchema, last: sourceTouchSchema }).strip();
