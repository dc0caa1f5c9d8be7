import { z } from 'zod';
import { TIME_ZONE_SETTING_MESSAGES as Z } from '../calendar-feed-messages.js';
import { RECRUITER_SETTINGS_MESSAGES as S } from '../recruiter-settings-messages.js';
import { canonicalTimeZone } from '../time-zones.js';

/** REC-13: how a recruiter hears of new applications to the jobs they watch. */
export const APPLICATION_MAIL_MODES = ['each', 'daily'] as const;
export type ApplicationMailMode = (typeof APPLICATION_MAIL_MODES)[number];

/**
 * REC-32: the recruiter's own time zone (an IANA name Intl knows), for their interview reminders; null
 * clears it. Spelt as Intl spells it ('europe/zurich' is 'Europe/Zurich').
 */
const timeZoneSetting = z
  .string(Z.invalid)
  .max(64, Z.invalid)
  .nullable()
  .refine((zone) => zone === null || canonicalTimeZone(zone) !== null, Z.invalid)
  .transform((zone) => {
    if (zone === null) return null;
    const canonical = canonicalTimeZone(zone) ?? zone;
    return canonical.toLowerCase() === zone.toLowerCase() ? canonical : zone;
  });

/** PUT /api/recruiter/settings's body; a setting left out keeps its value. */
export const recruiterSettingsSchema = z
  .object({
    applicationMails: z.enum(APPLICATION_MAIL_MODES, { error: S.modeInvalid }),
    timeZone: timeZoneSetting.optional(),
    /** REC-41: the weekly summary e-mail on or off. */
    weeklySummary: z.boolean({ error: S.weeklySummaryInvalid }).optional(),
  })
  .strict();
export type RecruiterSettings = z.infer<typeof recruiterSettingsSchema>;

export const recruiterSettingsResponseSchema = z.object({
  message: z.string().optional(),
  settings: z.object({ applicationMails: z.enum(APPLICATION_MAIL_MODES), timeZone: z.string().nullable(), weeklySummary: z.boolean() }),
});
export type RecruiterSettingsResponse = z.infer<typeof recruiterSettingsResponseSchema>;
