/**
 * What search engines and link previews read without running JavaScript (PUB-16, D13): each page's
 * head tags, a job's schema.org JobPosting, the sitemap and robots.txt. Pure functions of jobs.
 */
export { jobHead, landingHead, notFoundHead, renderPage, templateDefaults, type PageHead } from './head.js';
export { robotsTxt, SITEMAP_FILE_PATTERN, SITEMAP_LIMITS, sitemapFiles, sitemapIndexXml, type SitemapLimits } from './sitemap.js';
export {
  cdata,
  JOB_FEED_JSON_CLOSE,
  JOB_FEED_XML_CLOSE,
  jobFeedJsonItem,
  jobFeedJsonOpen,
  jobFeedXmlItem,
  jobFeedXmlOpen,
} from './job-feed.js';
