import { index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { claimColumns, timestamptz } from './columns.js';

/**
 * queued: waiting (available_at says from when); processing: claimed by a worker until claimed_until;
 * delivered: the mail server took it; failed: refused for good or too many tries (last_error says why);
 * superseded: replaced by a newer message of the same key (a resent code) before it went out;
 * not_sent: addressed to a reserved `.invalid` address (demo people, erased accounts: RFC 2606), which
 * no mail server is ever asked to deliver (docs/decisions/035).
 */
export const MAIL_JOB_STATUSES = ['queued', 'processing', 'delivered', 'failed', 'superseded', 'not_sent'] as const;
export type MailJobStatus = (typeof MAIL_JOB_STATUSES)[number];

/** What a queued message is. */
export const MAIL_KINDS = [
  'signup-code',
  /** ACC-19: the sign-in code of an account that has had many wrong passwords (docs/decisions/030). */
  'login-code',
  'password-reset',
  'application-status',
  'team-invitation',
  'interview-update',
  /** REC-30: the offered interview times, with the link to choose one. */
  'interview-times',
  'new-application',
  'watch-digest',
  /** PRV-4: the confirmation of an account deletion. */
  'account-deleted',
  /** PRV-5: an inactive candidate's warning, 30 days before anonymisation, and the notice after it. */
  'retention-warning',
  'retention-anonymised',
  'job-alert-confirm',
  'job-alert',
  /** APP-12, REC-29: a team message to the candidate, and a candidate's reply to the job's watchers. */
  'conversation-message',
  'conversation-reply',
  /** REC-32: an interview reminder, 24 hours or one hour before (docs/decisions/051). */
  'interview-reminder',
  /** REC-33, APP-14: an engagement offer to the candidate (its letter attached), and its answer to the team. */
  'offer',
  'offer-answer',
  /** REC-42: a team member's weekly summary (opt-in, Monday 07:00 in their zone). */
  'weekly-summary',
  /** REC-36: a referrer told their referral was hired (the job only, nothing about the candidate). */
  'referral-hired',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The message as rendered at the request: it holds codes and links, so it is cleared once settled. */
export interface StoredMail {
  subject: string;
  text: string;
  html: string;
  /** INT-1: what the file outbox prints for local development (never logged with SMTP). */
  outboxNotice: string;
  /** REC-12: an interview's calendar invitation (RFC 5545 text), sent as a text/calendar part. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** ALR-5: extra headers, e.g. RFC 8058's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
  /** REC-33: files sent with the message (the offer letter, base64); dropped with the body once settled. */
  attachments?: { filename: string; contentType: string; contentBase64: string }[];
}

/**
 * docs/decisions/009: e-mail is written here in the transaction of the change it tells of and sent by
 * the shared outbox worker after the commit, so no request waits for a mail server.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** What the message is (one of MAIL_KINDS). */
    kind: varchar('kind', { length: 30, enum: MAIL_KINDS }).notNull(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    /** A newer message with the same key supersedes an undelivered older one (e.g. 'signup:<e-mail>'). */
    supersedeKey: varchar('supersede_key', { length: 300 }),
    /** Null once the message is delivered, failed or superseded. */
    message: jsonb('message').$type<StoredMail>(),
    status: varchar('status', { length: 12, enum: MAIL_JOB_STATUSES }).notNull().default('queued'),
    ...claimColumns(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    deliveredAt: timestamptz('delivered_at'),
  },
  (t) => [index('mail_outbox_status_available_idx').on(t.status, t.availableAt), index('mail_outbox_supersede_idx').on(t.supersedeKey)],
);
export type MailJobRow = typeof mailOutbox.$inferSelect;
