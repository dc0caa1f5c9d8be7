import { z } from 'zod';
import { AUDIT_MESSAGES as A } from '../audit-messages.js';
import { DELETE_ACCOUNT_CONFIRMATION, PRIVACY_MESSAGES } from '../privacy-messages.js';
import { passwordSchema } from './auth.js';

/**
 * REC-9 (docs/decisions/017): what a recorded access was. `resume` and `photo` without an
 * application are the profile's files; `cv` and `photo` with one are that application's files.
 */
/**
 * REC-9: what an access was. 'applicants_view' is one list view (table or board) of a job's applicants,
 * an access to every candidate who had applied to that job by then, like an export (docs/decisions/032).
 */
export const ACCESS_KINDS = [
  'profile_view',
  'resume',
  'cv',
  'photo',
  'applicants_export',
  'applicants_view',
  'messages_view',
  'calendar_feed',
] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

/** Entries per page of the access log. */
export const AUDIT_PAGE_SIZE = 25;

const userId = (message: string) => z.coerce.number(message).int(message).min(1, message).max(2_147_483_647, message).optional();

/** An instant the web computed from a day in the reader's time zone (ISO 8601 with its offset). */
const instant = (message: string) => z.iso.datetime({ offset: true, error: message }).optional();

/**
 * The access log's keyset position (docs/decisions/033): `o` (older than) or `n` (newer than) the entry at
 * that instant, in microseconds since 1970 (PostgreSQL's precision), and with that id.
 */
export const AUDIT_CURSOR = /^[on]\.\d{1,17}\.\d{1,10}$/;

/** The most a listing counts: beyond it the page says "10,000+" (counting every row of years costs too much). */
export const AUDIT_TOTAL_CAP = 10_000;

/** GET /api/recruiter/audit's query string (the web page keeps the same names in its URL). */
export const auditQuerySchema = z
  .object({
    member: userId(A.memberInvalid),
    candidate: userId(A.candidateInvalid),
    kind: z.enum(ACCESS_KINDS, A.kindInvalid).optional(),
    /** From this instant on (inclusive). */
    from: instant(A.fromInvalid),
    /** Before this instant (exclusive): the start of the day after the range's last day. */
    to: instant(A.toInvalid),
    /** A page's `nextCursor` or `prevCursor`; none for the newest page. */
    cursor: z.string().regex(AUDIT_CURSOR, A.cursorInvalid).optional(),
    /** Links from before keyset paging: any page shows the newest page. */
    page: z.coerce.number(A.pageInvalid).int(A.pageInvalid).min(1, A.pageInvalid).max(10_000, A.pageInvalid).optional().default(1),
  })
  .refine((q) => q.from === undefined || q.to === undefined || Date.parse(q.from) < Date.parse(q.to), {
    message: A.rangeInvalid,
    path: ['to'],
  });
export type AuditQuery = z.input<typeof auditQuerySchema>;
export type AuditFilters = z.output<typeof auditQuerySchema>;

/** A person named in the log; `name` is null when their account is gone (the id stays). */
const personSchema = z.object({ id: z.number().int(), name: z.string().nullable() });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** When, by the app's clock (ISO 8601). */
  at: z.string(),
  kind: z.enum(ACCESS_KINDS),
  /** Who: the recruiter or admin. */
  member: personSchema,
  /** Whose data; null for an applicants export (it names the job instead). */
  candidate: personSchema.nullable(),
  /** The job of an applicants export. */
  job: z.object({ id: z.number().int(), title: z.string().nullable() }).nullable(),
  /** The application of a CV or application photo. */
  applicationId: z.number().int().nullable(),
  /** The application file's id of a CV or application photo. */
  fileId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** How many entries match the filters, counted up to AUDIT_TOTAL_CAP. */
  total: z.number().int(),
  /** More than `total` match (the count stopped at AUDIT_TOTAL_CAP). */
  totalCapped: z.boolean(),
  /** The older entries' page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** The newer entries' page; null on the newest page. */
  prevCursor: z.string().nullable(),
  pageSize: z.number().int(),
});
export type AuditResponse = z.infer<typeof auditResponseSchema>;

/**
 * PRV-3: one recorded access as the candidate sees it: who (the recruiter's name, null when their
 * account is gone), what, and when; for an applicants export, the job whose list carried their row.
 */
export const myAccessSchema = z.object({
  at: z.string(),
  kind: z.enum(ACCESS_KINDS),
  recruiter: z.string().nullable(),
  job: z.string().nullable(),
});
export type MyAccess = z.infer<typeof myAccessSchema>;

/** GET /api/me/accesses: newest first, AUDIT_PAGE_SIZE a page. */
export const myAccessesResponseSchema = z.object({
  accesses: z.array(myAccessSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MyAccessesResponse = z.infer<typeof myAccessesResponseSchema>;
export const myAccessesQuerySchema = z.object({
  page: z.coerce.number(A.pageInvalid).int(A.pageInvalid).min(1, A.pageInvalid).max(10_000, A.pageInvalid).optional().default(1),
});

/** PRV-4: DELETE /api/me — the password, checked again, and the typed confirmation. */
export const deleteAccountRequestSchema = z
  .object({
    password: passwordSchema,
    confirmation: z.literal(DELETE_ACCOUNT_CONFIRMATION, { error: PRIVACY_MESSAGES.deleteConfirmRequired }).optional(),
  })
  .strict();
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;
export const deleteAccountResponseSchema = z.object({ message: z.string() });

/** PRV-4: the browser's dialog, where the typed confirmation is required. */
export const deleteAccountFormSchema = z.object({
  password: passwordSchema,
  confirmation: z.string().refine((value) => value.trim() === DELETE_ACCOUNT_CONFIRMATION, PRIVACY_MESSAGES.deleteConfirmRequired),
});
export type DeleteAccountForm = z.input<typeof deleteAccountFormSchema>;
