import { BRAND, JOB_FEEDS, formatPayRange, jobFeedUrl, minorToMajor, type Job } from '@careers/shared';
import { applicantCountries, jobPostingJsonLd, postalAddress } from './job-posting.js';

/**
 * PUB-21, PUB-22 (docs/decisions/055): the job-board feeds as pieces a route writes one after another
 * while it reads the open jobs page by page: the XML feed in the format the large job boards read
 * (Indeed's `<source><job>…</job></source>`), and the JSON feed of schema.org JobPosting items. Pure
 * functions of jobs, like the sitemap.
 */

/** Characters XML 1.0 does not allow in a document at all (control characters, lone surrogates): dropped. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Text as a CDATA section, as the boards' examples write every value: `]]>` inside the text is split
 * across two sections (`]]` + `>`), so no text can end the section early; `&` and `<` need nothing.
 */
export function cdata(text: string): string {
  return `<![CDATA[${text.replace(NOT_XML, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

/** The boards' job types: Indeed reads fulltime, parttime, contract, internship, temporary. */
const FEED_JOB_TYPE: Record<Job['job_type'], string> = { Freelance: 'contract', 'Part-time': 'parttime', 'Full-time': 'fulltime' };

/** A date (yyyy-MM-dd) as the boards' examples write it: RFC 1123 at midnight UTC. */
const feedDate = (day: string) => new Date(`${day}T00:00:00Z`).toUTCString();

const element = (name: string, text: string) => `<${name}>${cdata(text)}</${name}>`;

/** The feed's opening: who publishes it and when it last changed (the newest change to any job). */
export function jobFeedXmlOpen(siteUrl: string, lastChange: Date | null): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<source>',
    element('publisher', BRAND.companyName),
    element('publisherurl', `${siteUrl}/`),
    ...(lastChange ? [element('lastBuildDate', lastChange.toUTCString())] : []),
    '',
  ].join('\n');
}
export const JOB_FEED_XML_CLOSE = '</source>\n';

/**
 * PUB-21: one open job as the boards read it. Every value is CDATA. The apply URL is the job's page with
 * the XML feed's utm_source (the visitor logs in there before the form, APP-1). Remote jobs are
 * "Fully remote", their country the first country applicants may work from and `remotecountries` all of
 * them; onsite jobs carry the city and country of their location. Pay: the range as people read it in
 * `salary`, and its parts (major units) beside it for boards that read numbers.
 */
export function jobFeedXmlItem(job: Job, siteUrl: string): string {
  const countries = applicantCountries(job);
  const place = job.is_remote ? { addressCountry: countries[0] } : postalAddress(job.location);
  const lines = [
    '<job>',
    element('title', job.job_title),
    element('date', feedDate(job.posted_date)),
    element('referencenumber', String(job.job_id)),
    element('url', jobFeedUrl(siteUrl, job.job_id, 'xml')),
    element('company', BRAND.companyName),
    ...(place.addressLocality ? [element('city', place.addressLocality)] : []),
    ...(place.addressCountry ? [element('country', place.addressCountry)] : []),
    element('location', job.location),
    element('description', job.job_description),
    ...(job.pay
      ? [
          element('salary', formatPayRange(job.pay)),
          element('salarycurrency', job.pay.currency),
          element('salarymin', String(minorToMajor(job.pay.min, job.pay.currency))),
          element('salarymax', String(minorToMajor(job.pay.max, job.pay.currency))),
          element('salaryperiod', job.pay.unit),
        ]
      : []),
    element('jobtype', FEED_JOB_TYPE[job.job_type]),
    element('category', job.category),
    ...(job.is_remote ? [element('remotetype', 'Fully remote'), element('remotecountries', countries.join(', '))] : []),
    ...(job.closing_date ? [element('expirationdate', feedDate(job.closing_date))] : []),
    '</job>',
    '',
  ];
  return lines.join('\n');
}

/**
 * PUB-22: the JSON feed's opening: JSON-LD whose `@graph` holds one JobPosting per open job, so a reader
 * of schema.org (and any JSON reader) takes the items as they are.
 */
export function jobFeedJsonOpen(siteUrl: string, lastChange: Date | null): string {
  const head = JSON.stringify({
    '@context': 'https://schema.org',
    publisher: { '@type': 'Organization', name: BRAND.companyName, url: `${siteUrl}/` },
    dateModified: lastChange ? lastChange.toISOString() : null,
    feed: `${siteUrl}${JOB_FEEDS.json.path}`,
  });
  return `${head.slice(0, -1)},"@graph":[\n`;
}
export const JOB_FEED_JSON_CLOSE = ']}\n';

/** PUB-22: one open job as schema.org JobPosting (the job page's own builder), its URL with the JSON feed's utm_source. */
export function jobFeedJsonItem(job: Job, siteUrl: string, first: boolean): string {
  const { '@context': _context, ...posting } = jobPostingJsonLd(job, siteUrl);
  return `${first ? '' : ',\n'}${JSON.stringify({ ...posting, url: jobFeedUrl(siteUrl, job.job_id, 'json') })}`;
}
