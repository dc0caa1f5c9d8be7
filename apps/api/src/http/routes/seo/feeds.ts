import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { JOB_FEEDS, type Job } from '@careers/shared';
import { matchesIfNoneMatch, PUBLIC_CACHE_CONTROL } from '../../../platform/cache/public-cache.js';
import {
  JOB_FEED_JSON_CLOSE,
  JOB_FEED_XML_CLOSE,
  jobFeedJsonItem,
  jobFeedJsonOpen,
  jobFeedXmlItem,
  jobFeedXmlOpen,
} from '../../../domains/seo/index.js';

/** About how many characters the feed writes at a time (docs/decisions/055). */
const CHUNK_CHARS = 16 * 1024;

/** Bumped when the feeds' bytes change for the same jobs (a new field), so readers fetch them again. */
const FEED_FORMAT = 1;

interface FeedWriter {
  contentType: string;
  open: (siteUrl: string, lastChange: Date | null) => string;
  item: (job: Job, siteUrl: string, first: boolean) => string;
  close: string;
}

const WRITERS: Record<keyof typeof JOB_FEEDS, FeedWriter> = {
  xml: { contentType: 'application/xml; charset=utf-8', open: jobFeedXmlOpen, item: jobFeedXmlItem, close: JOB_FEED_XML_CLOSE },
  json: { contentType: 'application/json; charset=utf-8', open: jobFeedJsonOpen, item: jobFeedJsonItem, close: JOB_FEED_JSON_CLOSE },
};

/**
 * PUB-21, PUB-22, PUB-23 (docs/decisions/055): /feeds/jobs.xml and /feeds/jobs.json, every open job with
 * links carrying the feed's utm_source. Not kept in the public cache (at 100,000 jobs a feed is hundreds of
 * megabytes): the ETag is made from the number of open jobs and the sum of their updated_at, read first, so
 * a board asking again with If-None-Match gets 304 without a job being read; otherwise the jobs are read
 * in keyset pages and written as they come (the server holds one page, never the whole feed). Public: no
 * access hook.
 */
export default async function feedRoutes(app: FastifyInstance) {
  for (const [feed, { path }] of Object.entries(JOB_FEEDS) as [keyof typeof JOB_FEEDS, { path: string }][]) {
    const writer = WRITERS[feed];
    app.get(path, { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
      const { open, stamp, lastChange } = await app.jobs.feedVersion();
      const etag = `"${createHash('sha1')
        .update(`${feed}:${FEED_FORMAT}:${open}:${stamp}:${lastChange?.toISOString() ?? '-'}:${app.config.siteUrl}`)
        .digest('base64url')}"`;
      reply.header('etag', etag).header('cache-control', PUBLIC_CACHE_CONTROL);
      if (lastChange) reply.header('last-modified', lastChange.toUTCString());
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const siteUrl = app.config.siteUrl;
      const pages = app.jobs.openJobsInPages();
      async function* body() {
        let chunk = writer.open(siteUrl, lastChange);
        let first = true;
        for await (const page of pages) {
          // Jobs are written in chunks of about CHUNK_CHARS (a dozen jobs): far fewer writes to the socket
          // than a chunk per job, and short-lived strings well below V8's large-object size, never a page
          // or the feed as one string; the stream reads on only as the client takes the bytes.
          for (const job of page) {
            chunk += writer.item(job, siteUrl, first);
            first = false;
            if (chunk.length >= CHUNK_CHARS) {
              yield chunk;
              chunk = '';
            }
          }
        }
        yield chunk + writer.close;
      }
      return reply.type(writer.contentType).send(Readable.from(body(), { objectMode: false }));
    });
  }
}
