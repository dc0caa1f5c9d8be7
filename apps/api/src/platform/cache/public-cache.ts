import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * docs/decisions/012: public reads (job list pages, job details, job pages, sitemap, robots) change
 * only when a job is written, so their exact response bytes are kept in the process and dropped
 * whenever a job is created, edited, opened or closed — here at once, in other processes through
 * a {@link ChangeSignal}.
 */

/** Shared caches (a CDN) and browsers may keep a public answer this long, then revalidate with its ETag. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=30';
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** An answer as its route produced it. */
export interface FreshAnswer {
  body: string | Buffer | ArrayBuffer;
  contentType: string;
  cacheControl: string;
}

/** The bytes as sent, with their strong ETag. */
export interface PublicAnswer {
  body: Buffer;
  contentType: string;
  cacheControl: string;
  etag: string;
}

/** How the processes sharing one database tell each other that public answers are out of date. */
export interface ChangeSignal {
  /** False while changes from other processes might go unnoticed (the cache is then bypassed). */
  readonly ready: boolean;
  /** Tell the other processes (this one has already dropped its answers). */
  announce(): Promise<void>;
  close(): Promise<void>;
}

/** PGlite: one process owns the database, so dropping this process's answers is enough. */
export const singleProcessSignal: ChangeSignal = { ready: true, announce: async () => {}, close: async () => {} };

export interface PublicCacheOptions {
  /** At most this many answers… */
  maxEntries?: number;
  /** …and this many bytes in all (an unpaged list of 1,000 jobs is about 2 MB); 0 keeps nothing. */
  maxBytes?: number;
  /** A safety net for writes made outside the app (psql): answers are rebuilt at least this often. */
  ttlMs?: number;
}

export interface PublicCache {
  /**
   * The cached answer for `key`, or the one `produce` makes (stored unless a change arrived
   * meanwhile). Concurrent misses of one key share one `produce`. `produce` returns undefined for
   * an answer not to keep (e.g. a 404), which the caller then sends itself.
   */
  answer(key: string, produce: () => Promise<FreshAnswer>): Promise<PublicAnswer>;
  answer(key: string, produce: () => Promise<FreshAnswer | undefined>): Promise<PublicAnswer | undefined>;
  /** A job was written: drop every answer here, then tell the other processes. */
  invalidate(): Promise<void>;
  /** Drop every answer here (a change announced by another process). */
  clear(): void;
  readonly size: number;
}

export const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

function toAnswer(fresh: FreshAnswer): PublicAnswer {
  const body = Buffer.isBuffer(fresh.body)
    ? fresh.body
    : typeof fresh.body === 'string'
      ? Buffer.from(fresh.body)
      : Buffer.from(fresh.body);
  return { body, contentType: fresh.contentType, cacheControl: fresh.cacheControl, etag: etagOf(body) };
}

export function createPublicCache(signal: ChangeSignal, options: PublicCacheOptions = {}): PublicCache {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  // Off (PUBLIC_CACHE_MB=0): every answer is made afresh, still with its ETag (bench:search measures the database).
  const keeps = maxBytes > 0;
  const entries = new LRUCache<string, PublicAnswer>({
    max: options.maxEntries ?? 2_000,
    maxSize: Math.max(1, maxBytes),
    maxEntrySize: Math.max(1, Math.floor(maxBytes / 4)),
    sizeCalculation: (answer, key) => answer.body.length + key.length + 200,
    ttl: options.ttlMs ?? 60_000,
  });
  /** Bumped by every change: an answer read from the database before it is not stored after it. */
  let generation = 0;
  const inFlight = new Map<string, Promise<PublicAnswer | undefined>>();

  const clear = () => {
    generation += 1;
    entries.clear();
  };

  function answer(key: string, produce: () => Promise<FreshAnswer>): Promise<PublicAnswer>;
  function answer(key: string, produce: () => Promise<FreshAnswer | undefined>): Promise<PublicAnswer | undefined>;
  async function answer(key: string, produce: () => Promise<FreshAnswer | undefined>): Promise<PublicAnswer | undefined> {
    if (!keeps || !signal.ready) {
      const fresh = await produce();
      return fresh && toAnswer(fresh);
    }
    const hit = entries.get(key);
    if (hit) return hit;
    const started = generation;
    const flightKey = `${started}\u0000${key}`;
    const pending = inFlight.get(flightKey);
    if (pending) return pending;
    const run = (async () => {
      try {
        const fresh = await produce();
        if (!fresh) return undefined;
        const made = toAnswer(fresh);
        if (started === generation && signal.ready) entries.set(key, made);
        return made;
      } finally {
        inFlight.delete(flightKey);
      }
    })();
    inFlight.set(flightKey, run);
    return run;
  }

  return {
    answer,
    async invalidate() {
      clear();
      await signal.announce();
    },
    clear,
    get size() {
      return entries.size;
    },
  };
}

/** RFC 9110 §13.1.2: If-None-Match uses the weak comparison; `*` matches any current answer. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}

/** Send a public answer's bytes as they are (no serializer), or 304 when the client has them. */
export function sendPublic(request: FastifyRequest, reply: FastifyReply, answer: PublicAnswer): FastifyReply {
  reply.header('etag', answer.etag).header('cache-control', answer.cacheControl);
  if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type(answer.contentType).send(answer.body);
}
