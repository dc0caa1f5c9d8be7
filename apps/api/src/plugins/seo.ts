import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { robotsTxt, sitemapXml } from '../seo/sitemap.js';

/** Crawlers may fetch these often; the job list changes a few times a day at most. */
const CACHE = 'public, max-age=300';

/** D13: /sitemap.xml (landing page and open jobs, with lastmod) and /robots.txt pointing to it. */
async function seoPlugin(app: FastifyInstance) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const entries = await app.repos.jobs.sitemapEntries();
    return reply.header('cache-control', CACHE).type('application/xml; charset=utf-8').send(sitemapXml(app.config.siteUrl, entries));
  });
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', CACHE).type('text/plain; charset=utf-8').send(robotsTxt(app.config.siteUrl)),
  );
}

export default fp(seoPlugin, { name: 'seo' });
