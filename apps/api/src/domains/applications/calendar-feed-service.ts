import { createHash, randomBytes } from 'node:crypto';
import {
  CALENDAR_FEED_DAYS_BACK,
  CALENDAR_FEED_MESSAGES as F,
  recruiterApplicantPath,
  type CalendarFeedCreated,
  type CalendarFeedResponse,
} from '@careers/shared';
import type { AppConfig } from '../../platform/config/config.js';
import { createRepositoryStore, type Db, type DbOrTx } from '../../platform/db/transactions.js';
import type { Clock } from '../../platform/lib/clock.js';
import { DomainError } from '../../platform/lib/domain-error.js';
import { calendarFeed } from './calendar-feed.js';
import { createCalendarFeedsRepository } from './calendar-feeds-repository.js';

const DAY_MS = 86_400_000;
/** More interviews than a member has in years; a feed stays small. */
const FEED_LIMIT = 1_000;
/** 32 random bytes, base64url: 43 characters. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** Only the SHA-256 of a feed's token is stored (like ACC-12's reset tokens). */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The feed's address: the site's host, `webcal://` (calendar apps subscribe to it), the token as the file name. */
export function calendarFeedUrl(siteUrl: string, token: string): string {
  const site = new URL(siteUrl);
  return `webcal://${site.host}${site.pathname.replace(/\/$/, '')}/calendar/${token}.ics`;
}

const stateOf = (row: { createdAt: Date; lastReadAt: Date | null }) => ({
  createdAt: row.createdAt.toISOString(),
  lastReadAt: row.lastReadAt ? row.lastReadAt.toISOString() : null,
});

/**
 * What a read of a feed answers, and whose data it showed (the route records it, REC-9, before sending):
 * `fileRef` names the read's UTC day, so the log keeps one row per candidate per member per day however
 * often the calendar polls (`access_audit_feed_once_idx`, docs/decisions/051).
 */
export interface FeedRead {
  ownerId: number;
  body: string;
  shown: { candidateId: number; applicationId: number; jobId: number; fileRef: string }[];
}

/**
 * REC-32 (docs/decisions/051): each team member's private, revocable calendar feed of the interviews they
 * organise or take part in (from 30 days back on, not cancelled). The URL is a bearer secret: shown once
 * when made, stored as a hash; a new one replaces it (the old one answers 404 at once).
 */
export function createCalendarFeedService({
  db,
  clock,
  config,
}: {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'siteUrl' | 'companyName'>;
}) {
  const repos = createRepositoryStore(db, (d: DbOrTx) => ({ feeds: createCalendarFeedsRepository(d) }));
  const notFound = () => new DomainError('not-found', F.notFound);

  return {
    async get(userId: number): Promise<CalendarFeedResponse> {
      const row = await repos.feeds.find(userId);
      return { feed: row ? stateOf(row) : null };
    },

    async create(userId: number): Promise<CalendarFeedCreated> {
      const now = clock.now();
      const token = randomBytes(32).toString('base64url');
      await repos.feeds.replace(userId, hashOf(token), now);
      return { message: F.created, feed: stateOf({ createdAt: now, lastReadAt: null }), url: calendarFeedUrl(config.siteUrl, token) };
    },

    async revoke(userId: number): Promise<CalendarFeedResponse> {
      await repos.feeds.remove(userId);
      return { message: F.revoked, feed: null };
    },

    /** The feed behind `/calendar/<file>`; 404 for anything that is not a live feed's address. */
    async read(file: string): Promise<FeedRead> {
      const token = FEED_FILE.exec(file)?.[1];
      if (!token) throw notFound();
      const ownerId = await repos.feeds.ownerOf(hashOf(token));
      if (ownerId === undefined) throw notFound();
      const now = clock.now();
      const rows = await repos.feeds.interviewsOf(ownerId, new Date(now.getTime() - CALENDAR_FEED_DAYS_BACK * DAY_MS), FEED_LIMIT);
      const body = calendarFeed({
        calendarName: F.calendarName(config.companyName),
        now,
        interviews: rows.map((r) => ({
          uid: r.uid,
          sequence: r.sequence,
          startsAt: r.startsAt,
          durationMinutes: r.durationMinutes,
          meetingUrl: r.meetingUrl,
          place: r.place,
          title: F.eventTitle(r.candidateName, r.jobTitle),
          description: F.eventDescription(`${config.siteUrl}${recruiterApplicantPath(r.jobId, r.applicationId)}`),
        })),
      });
      await repos.feeds.markRead(ownerId, now);
      const fileRef = `day:${now.toISOString().slice(0, 10)}`;
      return {
        ownerId,
        body,
        shown: rows.map((r) => ({ candidateId: r.candidateId, applicationId: r.applicationId, jobId: r.jobId, fileRef })),
      };
    },
  };
}
export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
