import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { BRAND, JOB_FEEDS, countryName, formatPayRange, minorToMajor, type Job } from '@careers/shared';
import { createTestApp, type TestContext } from '../../helpers/test-app.js';
import { jobs } from '../../../src/platform/db/schema/jobs.js';
import { seedDemoJobs } from '../../../src/domains/jobs/demo-seed.js';
import { jobOf } from '../../../src/domains/jobs/index.js';

const SITE = 'http://careers.test';
/** A description no feed may break: CDATA's end, markup characters, Vietnamese and the rupee sign. */
const HOSTILE_DESCRIPTION = '<p>Work with Nguyễn on ₹ invoices &amp; more: a ]]> b <b>bold</b> &lt;tag&gt; "quoted"</p>';
const HOSTILE_TITLE = 'Nguyễn’s ]]> & <Azure> lead (₹)';

let ctx: TestContext;
let closedId: number;
let hostileId: number;
let onsiteId: number;
let payless: number;

async function insertJob(values: typeof jobs.$inferInsert): Promise<number> {
  const [row] = await ctx.database.db.insert(jobs).values(values).returning({ id: jobs.id });
  return row!.id;
}

/** Every open job as the API keeps it (the shared Job), by id. */
async function openJobs(): Promise<Job[]> {
  const rows = await ctx.database.db.select({ job: jobOf }).from(jobs).where(eq(jobs.status, 'open')).orderBy(jobs.id);
  return rows.map((row) => row.job);
}

const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false, trimValues: false, isArray: (name) => name === 'job' });

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoJobs(ctx.database.db, 'if-empty', ctx.clock.now());
  const all = await ctx.database.db.select({ id: jobs.id }).from(jobs).orderBy(jobs.id);
  closedId = all[0]!.id;
  await ctx.database.db.update(jobs).set({ status: 'closed', updatedAt: ctx.clock.now() }).where(eq(jobs.id, closedId));
  const base = {
    jobType: 'Freelance' as const,
    department: 'Cloud Engineering',
    category: 'Microsoft Cloud' as const,
    postedDate: '2026-11-20',
    updatedAt: ctx.clock.now(),
  };
  hostileId = await insertJob({
    ...base,
    title: HOSTILE_TITLE,
    description: HOSTILE_DESCRIPTION,
    location: 'Remote (India)',
    isRemote: true,
    remoteCountries: ['IN', 'VN'],
    payMin: 2_500_000,
    payMax: 4_000_000,
    payCurrency: 'EUR',
    payUnit: 'month',
    closingDate: '2026-12-31',
  });
  onsiteId = await insertJob({
    ...base,
    jobType: 'Full-time',
    title: 'Network Engineer',
    description: '<p>On site.</p>',
    location: 'Zurich, Switzerland (hybrid)',
    isRemote: false,
    payMin: 90_000,
    payMax: 110_000,
    payCurrency: 'CHF',
    payUnit: 'day',
  });
  // More open jobs than one page of the feeds' reads (200): the keyset pages follow each other without a gap or a repeat.
  await ctx.database.db.insert(jobs).values(
    Array.from({ length: 420 }, (_, i) => ({
      ...base,
      title: `Cloud Engineer ${i + 1}`,
      description: `<p>Filler ${i + 1}</p>`,
      location: 'Pune, India',
      isRemote: false,
      status: i % 7 === 0 ? ('closed' as const) : ('open' as const),
    })),
  );
  // A job posted before terms existed: no pay range, no countries (REC-24).
  payless = await insertJob({
    ...base,
    jobType: 'Part-time',
    title: 'Intune Engineer',
    description: '<p>Old.</p>',
    location: 'Remote (Southeast Asia)',
  });
});
afterAll(() => ctx.close());

describe('GET /feeds/jobs.xml (PUB-21, PUB-23)', () => {
  it('is well-formed XML in the job boards’ format with every open job’s fields, no closed job, links with utm_source', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: JOB_FEEDS.xml.path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(XMLValidator.validate(res.body)).toBe(true);
    const { source } = parser.parse(res.body) as { source: { publisher: string; publisherurl: string; job: Record<string, string>[] } };
    expect(source.publisher).toBe(BRAND.companyName);
    expect(source.publisherurl).toBe(`${SITE}/`);

    const open = await openJobs();
    expect(open.length).toBeGreaterThan(200);
    expect(source.job.map((job) => Number(job.referencenumber))).toEqual(open.map((job) => job.job_id));
    expect(source.job.map((job) => Number(job.referencenumber))).not.toContain(closedId);
    for (const job of open) {
      const item = source.job.find((j) => Number(j.referencenumber) === job.job_id)!;
      expect(item.title).toBe(job.job_title);
      expect(item.description).toBe(job.job_description);
      expect(item.company).toBe(BRAND.companyName);
      expect(item.date).toBe(new Date(`${job.posted_date}T00:00:00Z`).toUTCString());
      expect(item.location).toBe(job.location);
      expect(item.category).toBe(job.category);
      expect(item.jobtype).toBe({ Freelance: 'contract', 'Part-time': 'parttime', 'Full-time': 'fulltime' }[job.job_type]);
      const url = new URL(item.url!);
      expect(`${url.origin}${url.pathname}`).toBe(`${SITE}/job/${job.job_id}`);
      expect(url.searchParams.get('utm_source')).toBe('jobs-feed-xml');
      expect(url.searchParams.get('utm_medium')).toBe('job-feed');
      if (job.pay) {
        expect(item.salary).toBe(formatPayRange(job.pay));
        expect(item.salarycurrency).toBe(job.pay.currency);
        expect(Number(item.salarymin)).toBe(minorToMajor(job.pay.min, job.pay.currency));
        expect(Number(item.salarymax)).toBe(minorToMajor(job.pay.max, job.pay.currency));
        expect(item.salaryperiod).toBe(job.pay.unit);
      } else expect(item.salary).toBeUndefined();
      if (job.is_remote) {
        expect(item.remotetype).toBe('Fully remote');
        expect(item.city).toBeUndefined();
      } else expect(item.remotetype).toBeUndefined();
      expect(item.expirationdate).toBe(job.closing_date ? new Date(`${job.closing_date}T00:00:00Z`).toUTCString() : undefined);
    }
  });

  it('keeps a description with "]]>", "&", "<" and non-ASCII text exactly (CDATA split, UTF-8)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: JOB_FEEDS.xml.path });
    const { source } = parser.parse(res.body) as { source: { job: Record<string, string>[] } };
    const item = source.job.find((j) => Number(j.referencenumber) === hostileId)!;
    expect(item.title).toBe(HOSTILE_TITLE);
    expect(item.description).toBe(HOSTILE_DESCRIPTION);
    expect(item.country).toBe('India');
    expect(item.remotecountries).toBe('India, Vietnam');
    expect(item.salary).toBe(formatPayRange({ min: 2_500_000, max: 4_000_000, currency: 'EUR', unit: 'month' }));
    expect(res.rawPayload.toString('utf8')).toContain('Nguyễn');
  });

  it('gives an onsite job its city and country, and an old job without terms no pay and PUB-4’s countries', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: JOB_FEEDS.xml.path });
    const { source } = parser.parse(res.body) as { source: { job: Record<string, string>[] } };
    const onsite = source.job.find((j) => Number(j.referencenumber) === onsiteId)!;
    expect(onsite).toMatchObject({
      city: 'Zurich',
      country: 'Switzerland',
      jobtype: 'fulltime',
      salary: formatPayRange({ min: 90_000, max: 110_000, currency: 'CHF', unit: 'day' }),
    });
    const old = source.job.find((j) => Number(j.referencenumber) === payless)!;
    expect(old.salary).toBeUndefined();
    expect(old.country).toBe('India');
    expect(old.remotecountries).toContain(countryName('VN'));
  });
});

describe('the feeds’ ETag and Cache-Control (PUB-23)', () => {
  it('answers 304 to If-None-Match, and a new ETag once a job changes', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: JOB_FEEDS.xml.path });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=30');
    const again = await ctx.app.inject({ method: 'GET', url: JOB_FEEDS.xml.path, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const json = await ctx.app.inject({ method: 'GET', url: JOB_FEEDS.json.path });
    expect(json.headers.etag).not.toBe(etag);
    expect(
      (await ctx.app.inject({ method: 'GET', url: JOB_FEEDS.json.path, headers: { 'if-none-match': json.headers.etag as string } }))
        .statusCode,
    ).toBe(304);

    // An edit (a later updated_at) and a closed job each give a new ETag; the closed job leaves the feed.
    ctx.clock.advance(60_000);
    await ctx.database.db.update(jobs).set({ title: 'Network Engineer (CCNP)', updatedAt: ctx.clock.now() }).where(eq(jobs.id, onsiteId));
    const edited = await ctx.app.inject({ method: 'GET', url: JOB_FEEDS.xml.path, headers: { 'if-none-match': etag } });
    expect(edited.statusCode).toBe(200);
    expect(edited.headers.etag).not.toBe(etag);
    expect(edited.body).toContain('<title><![CDATA[Network Engineer (CCNP)]]></title>');

    await ctx.database.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, onsiteId));
    const closed = await ctx.app.inject({
      method: 'GET',
      url: JOB_FEEDS.xml.path,
      headers: { 'if-none-match': edited.headers.etag as string },
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.headers.etag).not.toBe(edited.headers.etag);
    expect(closed.body).not.toContain(`<referencenumber><![CDATA[${onsiteId}]]></referencenumber>`);
    await ctx.database.db.update(jobs).set({ status: 'open' }).where(eq(jobs.id, onsiteId));
  });
});

describe('GET /feeds/jobs.json (PUB-22)', () => {
  it('holds one schema.org JobPosting per open job, the job page’s structured data with the JSON feed’s utm_source', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: JOB_FEEDS.json.path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const feed = res.json<{ '@context': string; publisher: { name: string }; '@graph': Record<string, unknown>[] }>();
    expect(feed['@context']).toBe('https://schema.org');
    expect(feed.publisher.name).toBe(BRAND.companyName);
    const open = await openJobs();
    expect(feed['@graph'].map((item) => Number((item.identifier as { value: string }).value))).toEqual(open.map((job) => job.job_id));
    for (const item of feed['@graph']) {
      const job = open.find((j) => String(j.job_id) === (item.identifier as { value: string }).value)!;
      expect(item).toMatchObject({
        '@type': 'JobPosting',
        title: job.job_title,
        description: job.job_description,
        datePosted: job.posted_date,
        hiringOrganization: { '@type': 'Organization', name: BRAND.companyName },
        url: `${SITE}/job/${job.job_id}?utm_source=jobs-feed-json&utm_medium=job-feed`,
      });
      expect(['CONTRACTOR', 'PART_TIME', 'FULL_TIME']).toContain(item.employmentType);
      if (job.is_remote) expect(item.jobLocationType).toBe('TELECOMMUTE');
      else expect(item.jobLocation).toMatchObject({ '@type': 'Place', address: { '@type': 'PostalAddress' } });
      if (job.pay) expect(item.baseSalary).toMatchObject({ '@type': 'MonetaryAmount', currency: job.pay.currency });
    }
    const hostile = feed['@graph'].find((item) => (item.identifier as { value: string }).value === String(hostileId))!;
    expect(hostile.title).toBe(HOSTILE_TITLE);
    expect(hostile.description).toBe(HOSTILE_DESCRIPTION);
  });
});

describe('robots.txt names the feeds (PUB-21)', () => {
  it('allows /feeds/ and lists both addresses', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.body).toMatch(/^Allow: \/feeds\/$/m);
    expect(res.body).toContain(`# ${SITE}/feeds/jobs.xml`);
    expect(res.body).toContain(`# ${SITE}/feeds/jobs.json`);
  });
});
