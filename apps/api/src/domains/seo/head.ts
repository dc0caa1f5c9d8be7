import { BRAND, htmlToText, jobPageTitle, jobPath, type Job } from '@careers/shared';
import { escapeHtml, jsonForScript } from '../../platform/lib/escape.js';
import { jobPostingJsonLd } from './job-posting.js';

/** Where the server writes a page's own head tags (apps/web/index.html). */
export const HEAD_MARKER = '<!--app-head-->';
const META_DESCRIPTION_LENGTH = 160;

export interface PageHead {
  /** Replaces the template's <title> when set. */
  title?: string;
  /** Replaces the template's meta description when set. */
  description?: string;
  /** Further tags, already escaped, written at the marker. */
  tags: string[];
}

/** A description for search results and link previews: plain text, cut at a word, with an ellipsis. */
export function metaDescription(html: string, max = META_DESCRIPTION_LENGTH): string {
  const text = htmlToText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const atWord = cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,.;:]+$/, '');
  return `${atWord || cut}…`;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** Open Graph and Twitter card tags: link previews do not run JavaScript (PUB-16). */
function previewTags({ title, description, url }: { title: string; description: string; url: string }): string[] {
  return [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', BRAND.companyName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
  ];
}

/** PUB-16: a job page's own title, description, preview tags and JobPosting JSON-LD. */
export function jobHead(job: Job, siteUrl: string): PageHead {
  const title = jobPageTitle(job.job_title);
  const description = metaDescription(job.job_description);
  const url = `${siteUrl}${jobPath(job.job_id)}`;
  return {
    title,
    description,
    tags: [
      ...previewTags({ title, description, url }),
      `<script type="application/ld+json">${jsonForScript(jobPostingJsonLd(job, siteUrl))}</script>`,
    ],
  };
}

/** Landing paths keep the template's title and description and gain canonical and preview tags. */
export function landingHead(path: string, siteUrl: string, template: { title: string; description: string }): PageHead {
  return { tags: previewTags({ title: template.title, description: template.description, url: `${siteUrl}${path}` }) };
}

/** The not-found page (HTTP 404) is kept out of search indexes. */
export const notFoundHead: PageHead = { tags: ['<meta name="robots" content="noindex" />'] };

const TITLE = /<title>([\s\S]*?)<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/;

const unescapeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? _);

/** The template's own title and description (the site defaults), as plain text. */
export function templateDefaults(template: string): { title: string; description: string } {
  return {
    title: unescapeEntities(TITLE.exec(template)?.[1]?.trim() ?? BRAND.companyName),
    description: unescapeEntities(DESCRIPTION.exec(template)?.[1] ?? ''),
  };
}

/**
 * Write a page's head into the built index.html. Replacements use functions, so `$` in a job's
 * text is never read as a replacement pattern.
 */
export function renderPage(template: string, head: PageHead): string {
  let html = template;
  if (head.title !== undefined) {
    const title = `<title>${escapeHtml(head.title)}</title>`;
    html = html.replace(TITLE, () => title);
  }
  if (head.description !== undefined) {
    const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
    html = DESCRIPTION.test(html) ? html.replace(DESCRIPTION, () => description) : html.replace('</head>', () => `${description}\n</head>`);
  }
  const tags = head.tags.join('\n    ');
  return html.includes(HEAD_MARKER) ? html.replace(HEAD_MARKER, () => tags) : html.replace('</head>', () => `${tags}\n</head>`);
}
