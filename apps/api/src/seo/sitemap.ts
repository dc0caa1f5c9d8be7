import { jobPath } from '@careers/shared';
import { escapeHtml } from './escape.js';

export interface SitemapInput {
  jobs: { id: number; updatedAt: Date }[];
  /** The last change to any job: the landing page's careers list changed then. */
  lastChange: Date | null;
}

/** D13: the landing page and every open job, each with lastmod. */
export function sitemapXml(siteUrl: string, { jobs, lastChange }: SitemapInput): string {
  const entry = (path: string, lastmod: Date | null) =>
    `  <url><loc>${escapeHtml(`${siteUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    entry('/', lastChange),
    ...jobs.map((job) => entry(jobPath(job.id), job.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

/** D13: robots.txt points to the sitemap; signed-in pages are of no use in search results. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Disallow: /profile', 'Disallow: /apply', 'Disallow: /recruiter', 'Disallow: /api/docs', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
