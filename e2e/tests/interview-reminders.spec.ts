import { calendarIn } from '@careers/test-helpers';
import { jobWithApplicant, tokenOf } from '../fixtures/applicants';
import { mailsAbout, waitForMailAbout } from '../fixtures/mailbox';
import { expect, test } from '../fixtures/recruiters';
import { moveServerClockTo, resetServerClock } from '../fixtures/server-clock';

/**
 * REC-32 (docs/decisions/051): the reminders 24 hours and one hour before an interview arrive once each,
 * to the candidate (in their profile's zone) and to the recruiter, the server's clock moved by the test
 * (CLOCK_OFFSET_FILE) and the real scheduler sending them.
 */
const HOUR = 3_600_000;
const MINUTE = 60_000;

test.afterEach(async () => resetServerClock());

test('the reminders 24 hours and one hour before arrive once each, in the reader’s zone', async ({ request, recruiter, candidate }) => {
  test.setTimeout(90_000);
  const { jobId, title } = await jobWithApplicant(request, { recruiter, candidate }, 'Reminded');
  const asCandidate = { authorization: `Bearer ${await tokenOf(request, candidate)}` };
  expect((await request.put('/api/profile/terms', { headers: asCandidate, data: { time_zone: 'Asia/Kolkata' } })).status()).toBe(200);
  const asRecruiter = { authorization: `Bearer ${await tokenOf(request, recruiter)}` };
  const list = await request.get(`/api/recruiter/jobs/${jobId}/applications`, { headers: asRecruiter });
  const id = ((await list.json()) as { applicants: { application_id: number }[] }).applicants[0]!.application_id;
  // A day and ten minutes from now, on the next five minutes, in UTC: the clock moves as little as it can.
  const at = new Date(Math.ceil((Date.now() + 24 * HOUR + 10 * MINUTE) / (5 * MINUTE)) * 5 * MINUTE);
  for (const data of [
    { from: 'applied' },
    {
      from: 'under_review',
      interview: {
        date: at.toISOString().slice(0, 10),
        time: at.toISOString().slice(11, 16),
        time_zone: 'UTC',
        duration_minutes: 45,
        meeting_url: 'https://meet.example.com/reminded',
      },
    },
  ])
    expect((await request.post(`/api/recruiter/applications/${id}/advance`, { headers: asRecruiter, data })).status()).toBe(200);
  const start = new Date(calendarIn(await waitForMailAbout(candidate.email, `${title}: Interview`)).start);
  expect(start.toISOString()).toBe(at.toISOString());
  const reminders = (email: string) => mailsAbout(email, 'Reminder:').filter((m) => m.subject.includes(title));

  await moveServerClockTo(new Date(start.getTime() - 24 * HOUR + 5_000));
  const first = await waitForMailAbout(candidate.email, `Reminder: your interview for ${title} is in 24 hours`);
  const kolkata = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(start);
  expect(first.text).toContain(`${kolkata} Asia/Kolkata (UTC+05:30), 45 minutes`);
  await waitForMailAbout(recruiter.email, `Reminder: interview with ${candidate.firstName} ${candidate.lastName} for ${title} in 24 hours`);

  await moveServerClockTo(new Date(start.getTime() - HOUR + 5_000));
  await waitForMailAbout(candidate.email, `Reminder: your interview for ${title} starts in one hour`);
  await waitForMailAbout(recruiter.email, `for ${title} in one hour`);
  // Several scheduler rounds later (it polls every 500 ms), still one of each.
  await moveServerClockTo(new Date(start.getTime() - 30 * MINUTE));
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(reminders(candidate.email).map((m) => m.subject)).toEqual([
    `Reminder: your interview for ${title} is in 24 hours`,
    `Reminder: your interview for ${title} starts in one hour`,
  ]);
  expect(reminders(recruiter.email)).toHaveLength(2);
});
