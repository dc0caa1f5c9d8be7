import { z } from 'zod';
import { RECRUITER_SETTINGS_MESSAGES as S } from '../recruiter-settings-messages.js';

/** REC-13: how a recruiter hears of new applications to the jobs they watch. */
export const APPLICATION_MAIL_MODES = ['each', 'daily'] as const;
export type ApplicationMailMode = (typeof APPLICATION_MAIL_MODES)[number];

/** GET /api/recruiter/settings, and PUT's body. */
export const recruiterSettingsSchema = z
  .object({
    applicationMails: z.enum(APPLICATION_MAIL_MODES, { error: S.modeInvalid }),
  })
  .strict();
export type RecruiterSettings = z.infer<typeof recruiterSettingsSchema>;

export const recruiterSettingsResponseSchema = z.object({
  message: z.string().optional(),
  settings: z.object({ applicationMails: z.enum(APPLICATION_MAIL_MODES) }),
});
export type RecruiterSettingsResponse = z.infer<typeof recruiterSettingsResponseSchema>;
