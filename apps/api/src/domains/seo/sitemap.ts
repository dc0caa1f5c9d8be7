import { JOB_FEEDS, jobPath, signedInAreas } from '@careers/shared';
import { escapeHtml } from '../../platform/lib/escape.js';

export interface SitemapInput {
  jobs: { id: number; updatedAt: Date }[];
  /** The last change to any job: the landing page's careers list changed then. */
  lastChange: Date | null;
}

/** The sitemap protocol's limits on one file (sitemaps.org): URLs, and bytes before compression. */
export interface SitemapLimits {
  urlsPerFile: number;
  bytesPerFile: number;
}
export const SITEMAP_LIMITS: SitemapLimits = { urlsPerFile: 50_000, bytesPerFile: 50 * 1024 * 1024 };

/** Where the files of a split sitemap are served: /sitemaps/jobs-1.xml, /sitemaps/jobs-2.xml, … */
export const sitemapFilePath = (n: number) => `/sitemaps/jobs-${n}.xml`;
export const SITEMAP_FILE_PATTERN = /^jobs-([1-9]\d{0,5})\.xml$/;

const URLSET_OPEN = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ''].join(
  '\n',
);
const URLSET_CLOSE = '</urlset>\n';

export interface SitemapFile {
  xml: string;
  /** The newest lastmod in the file. */
  lastmod: Date | null;
}

/**
 * PUB-16: the landing page and every open job, each with lastmod, in as many urlset files as the
 * limits need: below them a single file, served as /sitemap.xml itself (docs/decisions/012).
 */
export function sitemapFiles(siteUrl: string, { jobs, lastChange }: SitemapInput, limits: SitemapLimits = SITEMAP_LIMITS): SitemapFile[] {
  const entry = (path: string, lastmod: Date | null) =>
    `  <url><loc>${escapeHtml(`${siteUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>\n`;
  const urls: { line: string; lastmod: Date | null }[] = [
    { line: entry('/', lastChange), lastmod: lastChange },
    ...jobs.map((job) => ({ line: entry(jobPath(job.id), job.updatedAt), lastmod: job.updatedAt })),
  ];
  const frame = Buffer.byteLength(URLSET_OPEN) + Buffer.byteLength(URLSET_CLOSE);
  const files: SitemapFile[] = [];
  let lines: string[] = [];
  let bytes = frame;
  let lastmod: Date | null = null;
  const flush = () => {
    files.push({ xml: URLSET_OPEN + lines.join('') + URLSET_CLOSE, lastmod });
    lines = [];
    bytes = frame;
    lastmod = null;
  };
  for (const url of urls) {
    const size = Buffer.byteLength(url.line);
    if (lines.length > 0 && (lines.length >= limits.urlsPerFile || bytes + size > limits.bytesPerFile)) flush();
    lines.push(url.line);
    bytes += size;
    if (url.lastmod && (!lastmod || url.lastmod > lastmod)) lastmod = url.lastmod;
  }
  flush();
  return files;
}

/** A sitemap index naming each file of a split sitemap (sitemaps.org). */
export function sitemapIndexXml(siteUrl: string, files: SitemapFile[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map(
      (file, i) =>
        `  <sitemap><loc>${escapeHtml(`${siteUrl}${sitemapFilePath(i + 1)}`)}</loc>${file.lastmod ? `<lastmod>${file.lastmod.toISOString()}</lastmod>` : ''}</sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/**
 * PUB-16: robots.txt points to the sitemap; signed-in pages are of no use in search results. PUB-21: it
 * names the job-board feeds too (as comments: robots.txt has no field for feeds, and `Sitemap:` is for
 * sitemaps), and allows them explicitly.
 */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    ...signedInAreas().map((area) => `Disallow: ${area}`),
    'Disallow: /api/docs',
    'Allow: /feeds/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
    '# Job-board feeds of every open job:',
    `# ${siteUrl}${JOB_FEEDS.xml.path}`,
    `# ${siteUrl}${JOB_FEEDS.json.path}`,
    '',
  ].join('\n');
}
