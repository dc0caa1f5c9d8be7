import { INTERVIEW_REMINDER_HOURS, applicationInterviewPath, recruiterApplicantPath } from '@careers/shared';
import type { AppConfig } from '../../platform/config/config.js';
import { createRepositoryStore, type Db, type DbOrTx } from '../../platform/db/transactions.js';
import type { Clock } from '../../platform/lib/clock.js';
import type { MailOutbox } from '../../platform/mail/mail-outbox.js';
import { candidateReminderEmail, teamReminderEmail } from './interview-reminder-emails.js';
import { createInterviewRemindersRepository, type DueReminder } from './interview-reminders-repository.js';

/** Reminders handled per run; more wait for the next minute's run. */
const BATCH = 200;

/**
 * REC-32 (docs/decisions/051): e-mails to the candidate and to the interviewers (the organiser and
 * `application_interviewers`) 24 hours and one hour before an interview. A scheduled job
 * (`interview-reminders`, http/schedules.ts) runs `sendDue` every minute; each reminder is recorded
 * (application, kind, start) ON CONFLICT DO NOTHING in the transaction that queues its e-mails, so it is
 * sent once whatever number of processes or repeated runs, and a moved interview is reminded of for its
 * new start only. Driven by the interview's current row, whichever flow changed it.
 */
export function createInterviewRemindersService({
  db,
  clock,
  config,
  mailOutbox,
}: {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'siteUrl' | 'companyName'>;
  mailOutbox: MailOutbox;
}) {
  const repos = createRepositoryStore(db, (d: DbOrTx) => ({ reminders: createInterviewRemindersRepository(d) }));

  /** Record one reminder and queue its e-mails in one transaction; false when it was not this call's to send. */
  async function send(reminder: DueReminder): Promise<boolean> {
    return repos.transaction(async (tx, txDb) => {
      const now = clock.now();
      if (!(await tx.reminders.record(reminder, now))) return false;
      const interview = await tx.reminders.interview(reminder.applicationId);
      if (!interview) return false;
      const hours = INTERVIEW_REMINDER_HOURS[reminder.kind];
      const common = {
        jobTitle: interview.jobTitle,
        hours,
        startsAt: interview.startsAt,
        durationMinutes: interview.durationMinutes,
        meetingUrl: interview.meetingUrl,
        place: interview.place,
        companyName: config.companyName,
      };
      if (interview.candidate)
        await mailOutbox.enqueue(
          txDb,
          {
            kind: 'interview-reminder',
            ...candidateReminderEmail({
              ...common,
              to: interview.candidate.email,
              firstName: interview.candidate.firstName,
              timeZone: interview.candidate.timeZone,
              link: `${config.siteUrl}${applicationInterviewPath(interview.applicationId)}`,
            }),
          },
          now,
        );
      for (const member of interview.team)
        await mailOutbox.enqueue(
          txDb,
          {
            kind: 'interview-reminder',
            ...teamReminderEmail({
              ...common,
              to: member.email,
              firstName: member.firstName,
              candidateName: interview.candidate?.name ?? '',
              timeZone: member.timeZone,
              interviewTimeZone: interview.timeZone,
              link: `${config.siteUrl}${recruiterApplicantPath(interview.jobId, interview.applicationId)}`,
            }),
          },
          now,
        );
      return true;
    });
  }

  return {
    /** Send every reminder due now (each once); answers how many reminders this call sent. */
    async sendDue(): Promise<number> {
      let sent = 0;
      for (const reminder of await repos.reminders.due(clock.now(), BATCH)) if (await send(reminder)) sent += 1;
      return sent;
    },
  };
}
export type InterviewRemindersService = ReturnType<typeof createInterviewRemindersService>;
