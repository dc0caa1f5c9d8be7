import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobListResponseSchema } from '@careers/shared';
import { postJob, signUpRecruiter } from '../../../helpers/applications.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { jobs } from '../../../../src/platform/db/schema/jobs.js';
import { seedDemoJobs } from '../../../../src/domains/jobs/demo-seed.js';
import { call } from '../../../helpers/call.js';

/** docs/decisions/012: public reads from memory, dropped on every job write. */
let ctx: TestContext;
let dist: string;
let recruiter: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'careers-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Careers</title><meta name="description" content="Jobs." /><!--app-head--></head><body></body></html>',
  );
  ctx = await createTestApp({ WEB_DIST: dist }, { serveWeb: true });
  await seedDemoJobs(ctx.database.db, 'if-empty');
  recruiter = (await signUpRecruiter(ctx)).token;
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => call(ctx, 'GET', url, { headers });
const list = (query = '?pageSize=50', headers: Record<string, string> = {}) => get(`/api/getJobOpenings${query}`, headers);
const details = (jobId: number, headers: Record<string, string> = {}) =>
  call(ctx, 'POST', '/api/getDetails', { payload: { job_id: jobId }, headers });
const listedTitles = async () => jobListResponseSchema.parse((await list()).json()).job_openings.map((j) => j.job_title);

/** What a visitor sees of one job on each public surface. */
async function publicView(jobId: number) {
  const [detailsRes, pageRes, sitemapRes] = await Promise.all([details(jobId), get(`/job/${jobId}`), get('/sitemap.xml')]);
  return {
    listed: (await listedTitles()).sort(),
    details: detailsRes.statusCode === 200 ? (detailsRes.json().job_details[0].job_title as string) : detailsRes.statusCode,
    page: pageRes.statusCode === 200 ? /<title>([^<]*)<\/title>/.exec(pageRes.body)?.[1] : pageRes.statusCode,
    inSitemap: sitemapRes.body.includes(`/job/${jobId}</loc>`),
  };
}

describe('a recruiter’s change on the public site (OPS-8, REC-4)', () => {
  it('shows a created, edited, closed and reopened job on the list, details, job page and sitemap at the next request', async () => {
    // Every surface answered (and was kept) before the change.
    const before = (await listedTitles()).sort();
    expect((await get('/sitemap.xml')).statusCode).toBe(200);

    const job = await postJob(ctx, recruiter, { job_title: 'Cache Probe Engineer' });
    expect(await publicView(job.job_id)).toEqual({
      listed: ['Cache Probe Engineer', ...before].sort(),
      details: 'Cache Probe Engineer',
      page: expect.stringContaining('Cache Probe Engineer'),
      inSitemap: true,
    });

    const edited = await call(ctx, 'PUT', `/api/recruiter/jobs/${job.job_id}`, {
      token: recruiter,
      payload: { ...job, job_title: 'Cache Probe Lead', closing_date: '', job_id: undefined, status: undefined, posted_date: undefined },
    });
    expect(edited.statusCode).toBe(200);
    const afterEdit = await publicView(job.job_id);
    expect(afterEdit.listed).toContain('Cache Probe Lead');
    expect(afterEdit.listed).not.toContain('Cache Probe Engineer');
    expect(afterEdit).toMatchObject({ details: 'Cache Probe Lead', page: expect.stringContaining('Cache Probe Lead'), inSitemap: true });

    expect(
      (await call(ctx, 'PATCH', `/api/recruiter/jobs/${job.job_id}/status`, { token: recruiter, payload: { status: 'closed' } }))
        .statusCode,
    ).toBe(200);
    expect(await publicView(job.job_id)).toEqual({ listed: before, details: 404, page: 404, inSitemap: false });

    expect(
      (await call(ctx, 'PATCH', `/api/recruiter/jobs/${job.job_id}/status`, { token: recruiter, payload: { status: 'open' } })).statusCode,
    ).toBe(200);
    expect(await publicView(job.job_id)).toMatchObject({
      listed: expect.arrayContaining(['Cache Probe Lead']),
      details: 'Cache Probe Lead',
      inSitemap: true,
    });
  });
});

describe('public answers from memory (docs/decisions/012)', () => {
  it('answers the same bytes again without asking the database, until a job is written', async () => {
    const first = await list('?category=Security');
    // A row written behind the app's back (as psql would) is not seen: the answer comes from memory.
    await ctx.database.db.insert(jobs).values({
      title: 'Behind The Back Analyst',
      jobType: 'Full-time',
      department: 'Security Operations',
      description: '<p>Unseen.</p>',
      category: 'Security',
      location: 'Remote (India)',
    });
    const second = await list('?category=Security');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    // The same query written another way is the same answer.
    expect((await list('?category=Security&q=')).headers.etag).toBe(first.headers.etag);
    await ctx.app.publicCache.invalidate();
    const third = await list('?category=Security');
    expect(jobListResponseSchema.parse(third.json()).job_openings.map((j) => j.job_title)).toContain('Behind The Back Analyst');
    expect(third.headers.etag).not.toBe(first.headers.etag);
  });

  it.each([
    ['the job list', () => list('?page=1')],
    ['robots.txt', () => get('/robots.txt')],
    ['the sitemap', () => get('/sitemap.xml')],
  ])('gives %s a strong ETag and a short public Cache-Control; If-None-Match gets a 304', async (_name, fetch) => {
    const res = await fetch();
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=30');
    const hit = await fetch();
    expect(hit.body).toBe(res.body);
    expect(hit.headers['content-type']).toBe(res.headers['content-type']);
  });

  it('answers If-None-Match with a 304 on the list, the details (a POST: for clients, not CDNs) and the job page', async () => {
    const [job] = jobListResponseSchema.parse((await list('?page=1')).json()).job_openings;
    const surfaces = [
      (headers: Record<string, string>) => list('?page=1', headers),
      (headers: Record<string, string>) => details(job!.job_id, headers),
      (headers: Record<string, string>) => get(`/job/${job!.job_id}`, headers),
      (headers: Record<string, string>) => get('/sitemap.xml', headers),
    ];
    for (const fetch of surfaces) {
      const full = await fetch({});
      const etag = String(full.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      const notModified = await fetch({ 'if-none-match': etag });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe('');
      expect(notModified.headers.etag).toBe(etag);
      expect((await fetch({ 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
      const changed = await fetch({ 'if-none-match': '"something-else"' });
      expect(changed.statusCode).toBe(200);
      expect(changed.body).toBe(full.body);
    }
    // The job page names hashed assets a deploy renames: browsers revalidate it every time.
    expect((await get(`/job/${job!.job_id}`)).headers['cache-control']).toBe('no-cache');
  });

  it('keeps the 404 of unknown and closed jobs', async () => {
    for (let i = 0; i < 2; i++) {
      const unknown = await details(999_999);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('This job opening does not exist or is no longer open.');
      expect(unknown.headers.etag).toBeUndefined();
      expect((await get('/job/999999')).statusCode).toBe(404);
    }
  });

  it('keeps nothing user-specific: signed-in answers carry no ETag and no public Cache-Control', async () => {
    const posted = await call(ctx, 'GET', '/api/recruiter/jobs', { token: recruiter });
    expect(posted.statusCode).toBe(200);
    expect(posted.headers.etag).toBeUndefined();
    expect(String(posted.headers['cache-control'] ?? '')).not.toContain('public');
    const session = await call(ctx, 'GET', '/api/session', { token: recruiter });
    expect(session.headers.etag).toBeUndefined();
  });
});
