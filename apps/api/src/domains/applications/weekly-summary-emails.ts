import { WEEKLY_SUMMARY_MAIL as W } from '@careers/shared';
import type { OutgoingMail } from '../../platform/mail/mailer.js';
import { button, list, paragraph, renderMail, smallPrint } from '../../platform/mail/layout.js';

/** REC-42: the figures of one week, as the reports count them (WeeklyNumbersOf). */
export interface WeeklyNumbers {
  applications: number;
  hires: number;
  /** In progress (applied to offer) with no move for `stuckDays` days or more, as of the sending. */
  stuck: number;
  stuckDays: number;
  /** The week's top sources, most applications first. */
  topSources: { source: string; applications: number; hires: number }[];
}

/**
 * REC-42: a team member's weekly summary: last week's applications, hires, stuck applications and top
 * sources, and the link to the report for those dates. Figures only: no candidate is named.
 */
export function weeklySummaryEmail(o: {
  to: string;
  /** Last week's Monday and Sunday, yyyy-MM-dd. */
  weekFrom: string;
  weekTo: string;
  numbers: WeeklyNumbers;
  reportLink: string;
  companyName: string;
}): OutgoingMail {
  const { numbers } = o;
  return renderMail({
    to: o.to,
    companyName: o.companyName,
    subject: W.subject(o.weekFrom, o.weekTo),
    outboxNotice: `weekly summary ${o.weekFrom} to ${o.weekTo}`,
    blocks: [
      paragraph(W.intro(o.weekFrom, o.weekTo)),
      list([W.applications(numbers.applications)], [W.hires(numbers.hires)], [W.stuck(numbers.stuck, numbers.stuckDays)]),
      paragraph(W.topSourcesTitle),
      numbers.topSources.length > 0
        ? list(...numbers.topSources.map((s) => [W.source(s.source, s.applications, s.hires)]))
        : paragraph(W.noSources),
      button(o.reportLink, W.seeReport),
      smallPrint(W.footer),
    ],
  });
}
