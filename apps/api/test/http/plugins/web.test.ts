import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND, CLIENT_ROUTES, ROUTE_NAMES, routePath, type RouteName } from '@careers/shared';
import { createTestApp, type TestContext } from '../../helpers/test-app.js';
import { jobs } from '../../../src/platform/db/schema/jobs.js';

/** A stand-in for the built index.html: the real one has the same title, description and marker. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Careers at ${BRAND.companyName}</title>
    <meta name="description" content="Remote-first roles." />
    <!--app-head-->
  </head>
  <body><div id="root"></div></body>
</html>`;

let ctx: TestContext;
let dist: string;
let remoteId: number;
let onsiteId: number;
let closedId: number;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'careers-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-a1.js', isEntry: true },
      'src/app/routes/job-detail.tsx': { file: 'assets/job-detail-b2.js', imports: ['index.html', '_purify-c3.js'] },
      '_purify-c3.js': { file: 'assets/purify-c3.js' },
    }),
  );
  ctx = await createTestApp({ WEB_DIST: dist }, { serveWeb: true });
  const base = { jobType: 'Freelance', department: 'Cloud Engineering', category: 'Microsoft Cloud', postedDate: '2026-03-02' } as const;
  const inserted = await ctx.database.db
    .insert(jobs)
    .values([
      {
        ...base,
        title: 'Azure Architect </script><script>alert(1)</script>',
        isRemote: true,
        location: 'Remote (India)',
        description: '<p>Design the "landing zone" &amp; more. Fees of $100 & up.</p>',
        // Still open on the test clock's day (a passed closing date closes the job, REC-24).
        closingDate: '2026-06-30',
      },
      {
        ...base,
        title: 'Onsite SOC Lead',
        isRemote: false,
        jobType: 'Full-time',
        location: 'Frankfurt, Germany (onsite)',
        description: '<p>Run the SOC.</p>',
      },
      { ...base, title: 'Closed role', isRemote: true, location: 'Remote (India)', description: '<p>Closed.</p>', status: 'closed' },
    ])
    .returning({ id: jobs.id });
  [remoteId, onsiteId, closedId] = inserted.map((r) => r.id) as [number, number, number];
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string) => ctx.app.inject({ method: 'GET', url });
const jsonLd = (html: string) => {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : undefined;
};
const metaContent = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('job pages as the server sends them (PUB-16)', () => {
  it('carry their own title, description, canonical, Open Graph and Twitter tags, all escaped', async () => {
    const res = await page(`/job/${remoteId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      `<title>Azure Architect &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; | Careers at ${BRAND.companyName}</title>`,
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(metaContent(html, 'description')).toBe('Design the &#34;landing zone&#34; &#38; more. Fees of $100 &#38; up.');
    expect(html).toContain(`<link rel="canonical" href="http://careers.test/job/${remoteId}" />`);
    expect(metaContent(html, 'og:url')).toBe(`http://careers.test/job/${remoteId}`);
    expect(metaContent(html, 'og:title')).toMatch(/^Azure Architect &#60;\/script/);
    expect(metaContent(html, 'twitter:card')).toBe('summary');
    expect(html).not.toContain('<!--app-head-->');
  });

  it("preload the job page's own code (not the entry, already loaded), as the build manifest lists it", async () => {
    const { body } = await page(`/job/${remoteId}`);
    const preloads = [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]);
    expect(preloads).toEqual(['/assets/job-detail-b2.js', '/assets/purify-c3.js']);
    expect((await page('/')).body).not.toContain('modulepreload');
  });

  it('carry JobPosting JSON-LD that parses and cannot break out of its script element', async () => {
    const { body } = await page(`/job/${remoteId}`);
    const scripts = body.match(/<\/script>/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(jsonLd(body)).toMatchObject({
      '@type': 'JobPosting',
      title: 'Azure Architect </script><script>alert(1)</script>',
      datePosted: '2026-03-02',
      validThrough: '2026-06-30T23:59:59Z',
      employmentType: 'CONTRACTOR',
      jobLocationType: 'TELECOMMUTE',
      hiringOrganization: { name: BRAND.companyName },
    });
    expect(jsonLd((await page(`/job/${onsiteId}`)).body)).toMatchObject({
      employmentType: 'FULL_TIME',
      jobLocation: { address: { addressLocality: 'Frankfurt', addressCountry: 'Germany' } },
    });
  });

  it('answers 404 with the not-found page, kept out of indexes, for closed and unknown jobs and paths', async () => {
    for (const url of [`/job/${closedId}`, '/job/99999', '/job/abc', '/no/such/page']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root">');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(jsonLd(res.body)).toBeUndefined();
    }
  });
});

describe('landing pages as the server sends them', () => {
  it('keep the site title and gain canonical and preview tags', async () => {
    for (const [url, canonical] of [
      ['/', 'http://careers.test/'],
      ['/careers?page=2', 'http://careers.test/careers'],
    ] as const) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<title>Careers at ${BRAND.companyName}</title>`);
      expect(res.body).toContain(`<link rel="canonical" href="${canonical}" />`);
      expect(metaContent(res.body, 'og:description')).toBe('Remote-first roles.');
      expect(res.body).not.toContain('noindex');
    }
  });
});

describe('client routes as the server sends them (the shared route table, PUB-1)', () => {
  const pageUrl = (name: RouteName) => (name === 'job' ? `/job/${remoteId}` : CLIENT_ROUTES[name].pattern.replace(/:[A-Za-z]+/g, '1001'));

  it('answers every page of the table with the app and 200, with or without a trailing slash', async () => {
    for (const name of ROUTE_NAMES) {
      for (const url of [pageUrl(name), `${pageUrl(name)}/`]) {
        const res = await page(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('<div id="root">');
        expect(res.body, url).not.toContain('noindex');
      }
    }
    expect((await page(routePath('recruiterEditJob', { jobId: 7 }))).statusCode).toBe(200);
  });

  it('answers 404 for paths next to the pages: other ids, sub-paths and spellings', async () => {
    for (const url of [
      '/recruiter/job',
      '/recruiter/jobs/new/board',
      '/recruiter/jobs/abc',
      '/recruiter/jobs/0/edit',
      '/recruiter/jobs/new/edit',
      '/profile/saved',
      '/login/x',
      '/verifyotp',
      '/job/',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
    }
  });
});
