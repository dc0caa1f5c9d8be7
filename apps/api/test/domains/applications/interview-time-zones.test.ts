import { calendarFeedIn, calendarIn } from '@careers/test-helpers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../helpers/accounts.js';
import { postJob, signUpRecruiter, submitApplication } from '../../helpers/applications.js';
import { call } from '../../helpers/call.js';
import { deliverMail, readOutbox } from '../../helpers/outbox.js';
import { repositoriesOf } from '../../helpers/repositories.js';
import { createTestApp, type TestContext } from '../../helpers/test-app.js';

/**
 * REC-32 (docs/decisions/051), time zones without mistakes: a recruiter in Europe/Zurich, candidates in
 * Asia/Kolkata (UTC+05:30 all year), Asia/Manila (UTC+08:00) and Asia/Ho_Chi_Minh (UTC+07:00), interviews on
 * both sides of the European switches of 2027 (to summer time on 28 March, back on 31 October, each at
 * 01:00 UTC). Each reminder e-mail shows its reader's local time, the zone named with its offset on the
 * day of the interview; the recruiter's calendar feed, read with ical.js, holds the same instants in UTC.
 * The expected local times are written out by hand, not computed.
 */
const HOUR = 3_600_000;
const ZONES = ['Asia/Kolkata', 'Asia/Manila', 'Asia/Ho_Chi_Minh'] as const;
type Zone = (typeof ZONES)[number];

interface Case {
  /** The job's title: names the interview in the e-mails' subjects. */
  job: string;
  /** What the recruiter enters (Zurich's wall clock); or, for the hour that happens twice, the instant itself. */
  zurich: { date: string; time: string } | { instant: string };
  /** The instant in UTC. */
  utc: string;
  /** What Anna's e-mails say, in Zurich. */
  anna: string;
  /** What each candidate's e-mails say. */
  candidate: Record<Zone, string>;
}

const CASES: Case[] = [
  {
    job: 'Before spring',
    zurich: { date: '2027-03-27', time: '10:00' },
    utc: '2027-03-27T09:00:00.000Z',
    anna: 'Saturday 27 March 2027, 10:00 Europe/Zurich (UTC+01:00)',
    candidate: {
      'Asia/Kolkata': 'Saturday 27 March 2027, 14:30 Asia/Kolkata (UTC+05:30)',
      'Asia/Manila': 'Saturday 27 March 2027, 17:00 Asia/Manila (UTC+08:00)',
      'Asia/Ho_Chi_Minh': 'Saturday 27 March 2027, 16:00 Asia/Ho Chi Minh (UTC+07:00)',
    },
  },
  {
    job: 'Just before the spring switch',
    zurich: { date: '2027-03-28', time: '01:30' },
    utc: '2027-03-28T00:30:00.000Z',
    anna: 'Sunday 28 March 2027, 01:30 Europe/Zurich (UTC+01:00)',
    candidate: {
      'Asia/Kolkata': 'Sunday 28 March 2027, 06:00 Asia/Kolkata (UTC+05:30)',
      'Asia/Manila': 'Sunday 28 March 2027, 08:30 Asia/Manila (UTC+08:00)',
      'Asia/Ho_Chi_Minh': 'Sunday 28 March 2027, 07:30 Asia/Ho Chi Minh (UTC+07:00)',
    },
  },
  {
    job: 'Just after the spring switch',
    zurich: { date: '2027-03-28', time: '03:30' },
    utc: '2027-03-28T01:30:00.000Z',
    anna: 'Sunday 28 March 2027, 03:30 Europe/Zurich (UTC+02:00)',
    candidate: {
      'Asia/Kolkata': 'Sunday 28 March 2027, 07:00 Asia/Kolkata (UTC+05:30)',
      'Asia/Manila': 'Sunday 28 March 2027, 09:30 Asia/Manila (UTC+08:00)',
      'Asia/Ho_Chi_Minh': 'Sunday 28 March 2027, 08:30 Asia/Ho Chi Minh (UTC+07:00)',
    },
  },
  {
    // Its 24-hour reminder goes out on Saturday at 09:00 in Zurich (winter time) and says 10:00 (summer time).
    job: 'After spring',
    zurich: { date: '2027-03-28', time: '10:00' },
    utc: '2027-03-28T08:00:00.000Z',
    anna: 'Sunday 28 March 2027, 10:00 Europe/Zurich (UTC+02:00)',
    candidate: {
      'Asia/Kolkata': 'Sunday 28 March 2027, 13:30 Asia/Kolkata (UTC+05:30)',
      'Asia/Manila': 'Sunday 28 March 2027, 16:00 Asia/Manila (UTC+08:00)',
      'Asia/Ho_Chi_Minh': 'Sunday 28 March 2027, 15:00 Asia/Ho Chi Minh (UTC+07:00)',
    },
  },
  {
    job: 'Before autumn',
    zurich: { date: '2027-10-30', time: '10:00' },
    utc: '2027-10-30T08:00:00.000Z',
    anna: 'Saturday 30 October 2027, 10:00 Europe/Zurich (UTC+02:00)',
    candidate: {
      'Asia/Kolkata': 'Saturday 30 October 2027, 13:30 Asia/Kolkata (UTC+05:30)',
      'Asia/Manila': 'Saturday 30 October 2027, 16:00 Asia/Manila (UTC+08:00)',
      'Asia/Ho_Chi_Minh': 'Saturday 30 October 2027, 15:00 Asia/Ho Chi Minh (UTC+07:00)',
    },
  },
  {
    // 02:30 happens twice in Zurich that night: first in summer time…
    job: 'First 02:30 of autumn',
    zurich: { instant: '2027-10-31T00:30:00.000Z' },
    utc: '2027-10-31T00:30:00.000Z',
    anna: 'Sunday 31 October 2027, 02:30 Europe/Zurich (UTC+02:00)',
    candidate: {
      'Asia/Kolkata': 'Sunday 31 October 2027, 06:00 Asia/Kolkata (UTC+05:30)',
      'Asia/Manila': 'Sunday 31 October 2027, 08:30 Asia/Manila (UTC+08:00)',
      'Asia/Ho_Chi_Minh': 'Sunday 31 October 2027, 07:30 Asia/Ho Chi Minh (UTC+07:00)',
    },
  },
  {
    // …then, an hour later, in winter time.
    job: 'Second 02:30 of autumn',
    zurich: { instant: '2027-10-31T01:30:00.000Z' },
    utc: '2027-10-31T01:30:00.000Z',
    anna: 'Sunday 31 October 2027, 02:30 Europe/Zurich (UTC+01:00)',
    candidate: {
      'Asia/Kolkata': 'Sunday 31 October 2027, 07:00 Asia/Kolkata (UTC+05:30)',
      'Asia/Manila': 'Sunday 31 October 2027, 09:30 Asia/Manila (UTC+08:00)',
      'Asia/Ho_Chi_Minh': 'Sunday 31 October 2027, 08:30 Asia/Ho Chi Minh (UTC+07:00)',
    },
  },
  {
    job: 'After autumn',
    zurich: { date: '2027-10-31', time: '10:00' },
    utc: '2027-10-31T09:00:00.000Z',
    anna: 'Sunday 31 October 2027, 10:00 Europe/Zurich (UTC+01:00)',
    candidate: {
      'Asia/Kolkata': 'Sunday 31 October 2027, 14:30 Asia/Kolkata (UTC+05:30)',
      'Asia/Manila': 'Sunday 31 October 2027, 17:00 Asia/Manila (UTC+08:00)',
      'Asia/Ho_Chi_Minh': 'Sunday 31 October 2027, 16:00 Asia/Ho Chi Minh (UTC+07:00)',
    },
  },
];

let ctx: TestContext;
let annaEmail: string;
let feedUrl: string;
const candidates = new Map<Zone, { email: string; token: string }>();
/** Application ids by case and zone. */
const applications = new Map<string, number>();
const key = (c: Case, zone: Zone) => `${c.job}|${zone}`;

beforeAll(async () => {
  ctx = await createTestApp();
  const anna = await signUpRecruiter(ctx, undefined, 'Anna Schmidt');
  annaEmail = anna.email;
  const saved = await call(ctx, 'PUT', '/api/recruiter/settings', {
    token: anna.token,
    payload: { applicationMails: 'daily', timeZone: 'Europe/Zurich' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  feedUrl = (await call(ctx, 'POST', '/api/recruiter/calendar-feed', { token: anna.token })).json().url as string;
  for (const zone of ZONES) {
    const { email, token } = await signUp(ctx);
    const user = await repositoriesOf(ctx).users.findByEmail(email);
    await ctx.database.db.execute(sql`UPDATE users SET time_zone = ${zone} WHERE id = ${user!.id}`);
    candidates.set(zone, { email, token });
  }
  for (const c of CASES) {
    const jobId = (await postJob(ctx, anna.token, { job_title: c.job })).job_id;
    for (const zone of ZONES) {
      const submitted = await submitApplication(ctx, candidates.get(zone)!.token, jobId, {
        first_name: 'Asha',
        last_name: zone.split('/')[1]!.replace(/_/g, ' '),
      });
      expect(submitted.statusCode, submitted.body).toBe(201);
      const id = submitted.json().application.application_id as number;
      const wall = 'date' in c.zurich ? c.zurich : { date: '2027-10-30', time: '12:00' };
      for (const payload of [
        { from: 'applied' },
        {
          from: 'under_review',
          interview: { ...wall, time_zone: 'Europe/Zurich', duration_minutes: 45, meeting_url: 'https://meet.example.com/tz' },
        },
      ]) {
        const res = await call(ctx, 'POST', `/api/recruiter/applications/${id}/advance`, { token: anna.token, payload });
        expect(res.statusCode, res.body).toBe(200);
      }
      // The hour that happens twice cannot be typed as a wall-clock time: the interview is put at its instant.
      if ('instant' in c.zurich)
        await ctx.database.db.execute(
          sql`UPDATE application_interviews SET starts_at = ${c.zurich.instant}::timestamptz WHERE application_id = ${id}`,
        );
      applications.set(key(c, zone), id);
    }
  }
}, 120_000);
afterAll(() => ctx.close());

describe('interview times across the European switches to and from summer time (REC-32)', () => {
  it('stores each interview at the instant the recruiter meant', async () => {
    for (const c of CASES)
      for (const zone of ZONES) {
        const { rows } = await ctx.database.db.execute<{ starts_at: string | Date }>(
          sql`SELECT starts_at FROM application_interviews WHERE application_id = ${applications.get(key(c, zone))!}`,
        );
        expect(new Date(rows[0]!.starts_at).toISOString(), c.job).toBe(c.utc);
      }
  });

  it('the invitation each candidate got, read with ical.js, is at the same instant, in UTC', async () => {
    await deliverMail(ctx.app);
    const mails = readOutbox(ctx.config.dataDir);
    for (const c of CASES.filter((x) => 'date' in x.zurich))
      for (const zone of ZONES) {
        const invitation = mails.find(
          (m) => m.to.includes(candidates.get(zone)!.email) && m.subject === `Your application for ${c.job}: Interview`,
        );
        expect(invitation, `${c.job}, ${zone}`).toBeDefined();
        expect(calendarIn(invitation!), `${c.job}, ${zone}`).toMatchObject({ start: c.utc, startIsUtc: true, durationMinutes: 45 });
      }
  });

  it('the calendar feed, read with ical.js, holds every interview at the same instant, in UTC', async () => {
    const res = await call(ctx, 'GET', new URL(feedUrl.replace(/^webcal:/, 'http:')).pathname);
    expect(res.statusCode).toBe(200);
    const events = calendarFeedIn(res.body).events;
    expect(events).toHaveLength(CASES.length * ZONES.length);
    for (const c of CASES) {
      const mine = events.filter((e) => e.summary.endsWith(`(${c.job})`));
      expect(
        mine.map((e) => [e.start, e.startIsUtc]),
        c.job,
      ).toEqual(ZONES.map(() => [c.utc, true]));
    }
  });

  it('each reminder, 24 hours and one hour before, shows each reader’s own local time on either side of the switches', async () => {
    const moments = [...new Set(CASES.flatMap((c) => [24, 1].map((h) => Date.parse(c.utc) - h * HOUR)))].sort((a, b) => a - b);
    for (const moment of moments) {
      ctx.clock.advance(moment - ctx.clock.now().getTime());
      await ctx.app.interviewReminders.sendDue();
    }
    await deliverMail(ctx.app);
    const mails = readOutbox(ctx.config.dataDir).filter((m) => m.subject.startsWith('Reminder:'));
    for (const c of CASES) {
      for (const zone of ZONES) {
        const mine = mails.filter((m) => m.to.includes(candidates.get(zone)!.email) && m.subject.includes(`for ${c.job} `));
        expect(
          mine.map((m) => m.subject),
          `${c.job}, ${zone}`,
        ).toEqual([`Reminder: your interview for ${c.job} is in 24 hours`, `Reminder: your interview for ${c.job} starts in one hour`]);
        for (const m of mine) expect(m.text, `${c.job}, ${zone}`).toContain(`${c.candidate[zone]}, 45 minutes`);
      }
      const annas = mails.filter((m) => m.to.includes(annaEmail) && m.subject.includes(`for ${c.job} `));
      expect(annas, c.job).toHaveLength(2 * ZONES.length);
      for (const m of annas) expect(m.text, c.job).toContain(`${c.anna}, 45 minutes`);
    }
  });
});
