import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, gt } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../helpers/test-app.js';
import { jobs } from '../../../src/platform/db/schema/jobs.js';
import { seedDemoJobs } from '../../../src/domains/jobs/demo-seed.js';
import { SITEMAP_LIMITS, sitemapFiles } from '../../../src/domains/seo/sitemap.js';

let ctx: TestContext;
let openIds: number[];
let closedId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoJobs(ctx.database.db, 'if-empty');
  const all = await ctx.database.db.select({ id: jobs.id }).from(jobs);
  closedId = all[0]!.id;
  await ctx.database.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, closedId));
  openIds = all.map((j) => j.id).filter((id) => id !== closedId);
});
afterAll(() => ctx.close());

describe('GET /sitemap.xml (PUB-16)', () => {
  it('lists the landing page and every open job with lastmod, and no closed job', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(['http://careers.test/', ...openIds.map((id) => `http://careers.test/job/${id}`)]);
    expect(locs).not.toContain(`http://careers.test/job/${closedId}`);
    const entries = res.body.match(/<url>.*?<\/url>/g) ?? [];
    expect(entries).toHaveLength(openIds.length + 1);
    for (const entry of entries) expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
  });
});

describe('GET /robots.txt (PUB-16)', () => {
  it('allows crawling and points to the sitemap on SITE_URL', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).not.toMatch(/^Disallow: \/$/m);
    expect(res.body).toMatch(/^Sitemap: http:\/\/careers\.test\/sitemap\.xml$/m);
  });
});

describe('a sitemap past one file’s limits (PUB-16, docs/decisions/012)', () => {
  it('keeps the protocol’s limits by default: 50,000 URLs and 50 MB per file', () => {
    expect(SITEMAP_LIMITS).toEqual({ urlsPerFile: 50_000, bytesPerFile: 50 * 1024 * 1024 });
  });

  it('becomes an index of files of at most the URL limit, and one sitemap again below it', async () => {
    const small = await createTestApp({}, { sitemapLimits: { urlsPerFile: 3, bytesPerFile: SITEMAP_LIMITS.bytesPerFile } });
    try {
      await seedDemoJobs(small.database.db, 'if-empty');
      const all = await small.database.db.select({ id: jobs.id }).from(jobs).orderBy(jobs.id);
      const urls = ['http://careers.test/', ...all.map((j) => `http://careers.test/job/${j.id}`)];
      const files = Math.ceil(urls.length / 3);
      expect(files).toBeGreaterThan(1);

      const index = await small.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(index.statusCode).toBe(200);
      expect(index.headers['content-type']).toMatch(/^application\/xml/);
      expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      expect(index.body).not.toContain('<urlset');
      const fileLocs = [...index.body.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>[\d\-T:.]+Z<\/lastmod><\/sitemap>/g)].map((m) => m[1]);
      expect(fileLocs).toEqual(Array.from({ length: files }, (_, i) => `http://careers.test/sitemaps/jobs-${i + 1}.xml`));

      const listed: string[] = [];
      for (const loc of fileLocs) {
        const file = await small.app.inject({ method: 'GET', url: new URL(loc!).pathname });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toMatch(/^application\/xml/);
        expect(file.headers.etag).toMatch(/^"[\w-]+"$/);
        const locs = [...file.body.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
        expect(locs.length).toBeLessThanOrEqual(3);
        listed.push(...locs);
      }
      expect(listed).toEqual(urls);
      expect((await small.app.inject({ method: 'GET', url: `/sitemaps/jobs-${files + 1}.xml` })).statusCode).toBe(404);
      expect((await small.app.inject({ method: 'GET', url: '/sitemaps/other.xml' })).statusCode).toBe(404);
      // robots.txt keeps naming /sitemap.xml, which is the index now.
      expect((await small.app.inject({ method: 'GET', url: '/robots.txt' })).body).toMatch(
        /^Sitemap: http:\/\/careers\.test\/sitemap\.xml$/m,
      );

      // Fewer open jobs than the limit: one sitemap again (jobs written behind the app's back, so its cache is told).
      await small.database.db.update(jobs).set({ status: 'closed' }).where(gt(jobs.id, all[1]!.id));
      await small.app.publicCache.invalidate();
      const single = await small.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect([...single.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(urls.slice(0, 3));
      expect(single.body).toContain('<urlset');
      expect((await small.app.inject({ method: 'GET', url: '/sitemaps/jobs-1.xml' })).statusCode).toBe(404);
    } finally {
      await small.close();
    }
  });

  it('splits by size too: no file passes the byte limit', () => {
    const input = {
      jobs: Array.from({ length: 20 }, (_, i) => ({ id: i + 1, updatedAt: new Date('2026-01-02T03:04:05Z') })),
      lastChange: null,
    };
    const limits = { urlsPerFile: 50_000, bytesPerFile: 600 };
    const files = sitemapFiles('http://careers.test', input, limits);
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) expect(Buffer.byteLength(file.xml)).toBeLessThanOrEqual(600);
    const locs = files.flatMap((f) => [...f.xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    expect(locs).toEqual(['http://careers.test/', ...input.jobs.map((j) => `http://careers.test/job/${j.id}`)]);
    // Below the limits, one file as before.
    expect(sitemapFiles('http://careers.test', input)).toHaveLength(1);
  });
});
