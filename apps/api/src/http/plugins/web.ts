import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_ROUTES, matchRoute } from '@careers/shared';
import { escapeHtml } from '../../platform/lib/escape.js';
import { jobHead, landingHead, notFoundHead, renderPage, templateDefaults, type PageHead } from '../../domains/seo/index.js';
import { lazyChunkFiles } from '../lib/vite-manifest.js';
import { sendPublic } from '../../platform/cache/public-cache.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const HTML = 'text/html; charset=utf-8';
/** The web app's lazily loaded job page (apps/web/src/app/router.tsx), as the Vite manifest names it. */
const JOB_PAGE_SOURCE = 'src/app/routes/job-detail.tsx';

/**
 * Serves the built web app: hashed assets (pre-compressed at build time, cached for a year) and
 * index.html (never cached) for every client route. Unknown paths and unknown or closed jobs get
 * the same page with HTTP 404, so the SPA shows its not-found page and crawlers see the status.
 * Each page gets its own head tags at index.html's <!--app-head--> marker (PUB-16).
 */
async function webPlugin(app: FastifyInstance) {
  const dist = app.config.webDist;
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`web app not built (${indexFile} missing): run "npm run build"`);
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).type('text/plain').send('The web app has not been built. Run "npm run build", then restart.'),
    );
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');

  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    index: false,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const isHashedAsset = filePath.startsWith(path.join(dist, 'assets') + path.sep);
      const isIndex = filePath === indexFile;
      res.header('cache-control', isHashedAsset ? IMMUTABLE : isIndex ? NO_CACHE : 'public, max-age=3600');
    },
  });

  const defaults = templateDefaults(indexHtml);
  const jobPagePreloads = lazyChunkFiles(dist, JOB_PAGE_SOURCE).map(
    (file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`,
  );
  const sendPage = (reply: FastifyReply, status: number, head: PageHead) =>
    reply.status(status).header('cache-control', NO_CACHE).type(HTML).send(renderPage(indexHtml, head));

  /** An open job's page (PUB-16's head tags), from the public cache (docs/decisions/012); undefined for no open job. */
  function jobPage(jobId: number) {
    return app.publicCache.answer(`web:job-page:${jobId}`, async () => {
      const job = await app.jobs.findOpen(jobId);
      if (!job) return undefined;
      const head = jobHead(job, app.config.siteUrl);
      // Not kept by browsers or CDNs (a deploy renames the assets it names); the ETag makes revalidation cheap.
      return {
        body: renderPage(indexHtml, { ...head, tags: [...head.tags, ...jobPagePreloads] }),
        contentType: HTML,
        cacheControl: NO_CACHE,
      };
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ message: 'Not found' });
    }
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    // A missing hashed asset is a 404, not the app shell (a stale tab after a deploy must not parse HTML as JS).
    if (urlPath.startsWith('/assets/')) return reply.status(404).type('text/plain').send('Not found');
    // The shared route table (PUB-1) decides which paths are pages: any other path is the not-found page.
    const route = matchRoute(urlPath);
    if (!route) return sendPage(reply, 404, notFoundHead);
    if (route.name === 'job') {
      // An unknown or closed job is the not-found page too.
      const page = await jobPage(Number(route.params.jobId));
      return page ? sendPublic(request, reply, page) : sendPage(reply, 404, notFoundHead);
    }
    // Landing paths carry a canonical link and preview tags; other pages only the template's head.
    const { pattern } = CLIENT_ROUTES[route.name];
    const isLanding = route.name === 'home' || 'nav' in CLIENT_ROUTES[route.name];
    return sendPage(reply, 200, isLanding ? landingHead(pattern, app.config.siteUrl, defaults) : { tags: [] });
  });

  app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage(reply, 200, landingHead('/', app.config.siteUrl, defaults)));
}

export default fp(webPlugin, { name: 'web' });
