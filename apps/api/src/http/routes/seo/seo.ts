import type { FastifyInstance } from 'fastify';
import { PUBLIC_CACHE_CONTROL, sendPublic, type FreshAnswer } from '../../../platform/cache/public-cache.js';
import {
  robotsTxt,
  SITEMAP_FILE_PATTERN,
  SITEMAP_LIMITS,
  sitemapFiles,
  sitemapIndexXml,
  type SitemapLimits,
} from '../../../domains/seo/index.js';

const XML = 'application/xml; charset=utf-8';

export interface SeoOptions {
  /** The protocol's limits by default; tests lower them to see the index without 50,001 jobs. */
  sitemapLimits?: SitemapLimits;
}

/**
 * PUB-16: /sitemap.xml (landing page and open jobs, with lastmod) and /robots.txt pointing to it.
 * Past one file's limits, /sitemap.xml is an index of /sitemaps/jobs-N.xml. All are
 * answered from the public cache (docs/decisions/012). Public: no access hook.
 */
export default async function seoRoutes(app: FastifyInstance, options: SeoOptions) {
  const limits = options.sitemapLimits ?? SITEMAP_LIMITS;
  const xml = (body: string): FreshAnswer => ({ body, contentType: XML, cacheControl: PUBLIC_CACHE_CONTROL });
  const files = async () => sitemapFiles(app.config.siteUrl, await app.jobs.sitemapEntries(), limits);

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const answer = await app.publicCache.answer('seo:sitemap', async () => {
      const all = await files();
      return xml(all.length === 1 && all[0] ? all[0].xml : sitemapIndexXml(app.config.siteUrl, all));
    });
    return sendPublic(request, reply, answer);
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', { schema: { hide: true } }, async (request, reply) => {
    const n = Number(SITEMAP_FILE_PATTERN.exec(request.params.file)?.[1] ?? 0);
    // Only a split sitemap has files; jobs-N.xml past the last is unknown (not kept: any N may be asked).
    const answer = n
      ? await app.publicCache.answer(`seo:sitemap:${n}`, async () => {
          const all = await files();
          const file = all.length > 1 ? all[n - 1] : undefined;
          return file && xml(file.xml);
        })
      : undefined;
    if (!answer) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return sendPublic(request, reply, answer);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const answer = await app.publicCache.answer('seo:robots', async () => ({
      body: robotsTxt(app.config.siteUrl),
      contentType: 'text/plain; charset=utf-8',
      cacheControl: PUBLIC_CACHE_CONTROL,
    }));
    return sendPublic(request, reply, answer);
  });
}
