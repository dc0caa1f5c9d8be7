import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { jobs } from '../../src/db/schema/jobs.js';
import { seedDemoJobs } from '../../src/db/seed.js';

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

describe('GET /sitemap.xml (D13)', () => {
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

describe('GET /robots.txt (D13)', () => {
  it('allows crawling and points to the sitemap on SITE_URL', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).not.toMatch(/^Disallow: \/$/m);
    expect(res.body).toMatch(/^Sitemap: http:\/\/careers\.test\/sitemap\.xml$/m);
  });
});
