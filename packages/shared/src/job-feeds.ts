import { jobPath } from './routes.js';

/**
 * PUB-21: the job-board feeds and what each of their links carries, so an application that starts from a
 * feed is counted under the feed's source (issue 25: `utm_source` is the source key the browser keeps).
 * The XML feed is the format the large job boards read (Indeed's, also read by Jooble, Adzuna, Talent.com
 * and Naukri's importers); the JSON feed is schema.org JobPosting items.
 */
export const JOB_FEEDS = {
  xml: { path: '/feeds/jobs.xml', utmSource: 'jobs-feed-xml' },
  json: { path: '/feeds/jobs.json', utmSource: 'jobs-feed-json' },
} as const;
export type JobFeed = keyof typeof JOB_FEEDS;

/** The medium of every feed link: a job board's or aggregator's copy of our listing. */
export const JOB_FEED_MEDIUM = 'job-feed';

/** PUB-21: a job page's address as a feed links to it, with the feed's `utm_source` and `utm_medium`. */
export function jobFeedUrl(siteUrl: string, jobId: number, feed: JobFeed): string {
  const query = new URLSearchParams({ utm_source: JOB_FEEDS[feed].utmSource, utm_medium: JOB_FEED_MEDIUM });
  return `${siteUrl}${jobPath(jobId)}?${query.toString()}`;
}
