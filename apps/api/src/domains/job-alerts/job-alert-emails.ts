import { JOB_ALERT_CONFIRM_DAYS, JOB_ALERT_MESSAGES as M, SEARCH_FILTER_MESSAGES as S, countryName, type PayUnit } from '@careers/shared';
import type { OutgoingMail } from '../../platform/mail/mailer.js';
import { button, greeting, link, list, paragraph, renderMail, secondaryLink, smallPrint } from '../../platform/mail/layout.js';

/**
 * ALR-8: what an e-mail may say about an alert's search. Category and job type come from fixed lists;
 * a department or location is named only in the spelling of an open job that carries it (our own
 * catalogue), else described; the keywords are never quoted. So nothing a caller typed reaches an
 * address they named (the confirmation mail goes to anyone's address, docs/decisions/029).
 */
export interface AlertSearchWords {
  keywords: boolean;
  category: string | null;
  type: string | null;
  /** The catalogue's name, 'described' for a value no open job carries, null when not filtered. */
  department: { named: string } | 'described' | null;
  location: { named: string } | 'described' | null;
  /** ALR-9: the minimum pay's currency and unit (the amount is never named), the country, the skills' names. */
  minPay: { currency: string; unit: PayUnit } | null;
  workFrom: string | null;
  skills: string[];
}

/** One line per filter, for the confirmation mail's list. */
export function searchLines(w: AlertSearchWords): string[] {
  const lines = [
    w.keywords ? M.searchKeywords : null,
    w.category ? M.searchCategory(w.category) : null,
    w.type ? M.searchType(w.type) : null,
    w.department === 'described' ? M.searchDepartmentDescribed : w.department ? M.searchDepartment(w.department.named) : null,
    w.location === 'described' ? M.searchLocationDescribed : w.location ? M.searchLocation(w.location.named) : null,
    w.minPay ? S.minPayMailWords(w.minPay.currency, S.unitOptions[w.minPay.unit]) : null,
    w.workFrom ? S.workFromWords(countryName(w.workFrom)) : null,
    w.skills.length > 0 ? S.skillsWords(w.skills.join(', ')) : null,
  ].filter((line): line is string => line !== null);
  return lines.length > 0 ? lines : [M.searchAny];
}

/** The same in one line, for the alert mails ("your keywords, Security, Full-time, Pune"). */
export function searchSummary(w: AlertSearchWords): string {
  const parts = [
    w.keywords ? M.summaryKeywords : null,
    w.category,
    w.type,
    w.department === 'described' ? M.summaryDepartmentDescribed : w.department?.named,
    w.location === 'described' ? M.summaryLocationDescribed : w.location?.named,
    w.minPay ? S.minPayMailSummary : null,
    w.workFrom ? S.workFromWords(countryName(w.workFrom)) : null,
    ...w.skills,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : M.anyJob;
}

/** ALR-2, double opt-in: the anonymous visitor's link that starts the alert. */
export function jobAlertConfirmEmail(o: { to: string; search: AlertSearchWords; link: string; companyName: string }): OutgoingMail {
  return renderMail({
    to: o.to,
    companyName: o.companyName,
    subject: M.confirmSubject,
    outboxNotice: `job alert confirmation link for ${o.to}: ${o.link}`,
    blocks: [
      greeting(),
      paragraph(M.searchIntro(o.companyName)),
      list(...searchLines(o.search).map((line) => [line])),
      button(o.link, M.confirmLabel, { showUrl: true }),
      paragraph(`Nothing is sent until you do. The link works for ${JOB_ALERT_CONFIRM_DAYS} days.`),
      smallPrint('If it was not you, ignore this e-mail.'),
    ],
  });
}

/**
 * ALR-4, ALR-5: new matches of one alert (one job at once, or a digest), each linked to its page, with
 * RFC 8058 one-click unsubscribe: the List-Unsubscribe link is POSTed by the mail program; the link in
 * the body opens the page that does the same.
 */
export function jobAlertEmail(o: {
  to: string;
  search: AlertSearchWords;
  /** A daily or weekly digest (its subject counts the jobs even when there is one). */
  digest: boolean;
  jobs: { title: string; location: string; link: string }[];
  unsubscribeApiUrl: string;
  unsubscribePageUrl: string;
  companyName: string;
}): OutgoingMail {
  const [first] = o.jobs;
  return renderMail({
    to: o.to,
    companyName: o.companyName,
    subject: !o.digest && o.jobs.length === 1 && first ? M.instantSubject(first.title) : M.digestSubject(o.jobs.length),
    outboxNotice: `job alert for ${o.to}: ${o.jobs.length} job(s)`,
    blocks: [
      paragraph(M.alertIntro(searchSummary(o.search))),
      list(...o.jobs.map((j) => [link(j.link, j.title), ` – ${j.location}`])),
      secondaryLink(o.unsubscribePageUrl, M.unsubscribeLabel),
    ],
    headers: { 'List-Unsubscribe': `<${o.unsubscribeApiUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
}
