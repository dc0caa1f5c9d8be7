import { APPLICATION_MESSAGES, CAREERS_PAGE_SIZE, JOB_OPENINGS_UNPAGED_MAX, jobsContract, termsFiltersOf } from '@careers/shared';
import { notFound } from '../../../platform/lib/domain-error.js';
import { JSON_CONTENT_TYPE, PUBLIC_CACHE_CONTROL, sendPublic } from '../../../platform/cache/public-cache.js';
import { contractRoutes } from '../../plugins/contract-routes.js';

/**
 * The list's cache key: the validated query, with empty filters (which match everything) left out; PUB-20's
 * filters as parsed (the minimum pay in minor units, skills sorted), so equal searches share one entry.
 */
function listKey(filters: Record<string, unknown>, page: number, size: number): string {
  const named = Object.entries(filters)
    .filter(([, value]) => value !== undefined && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `jobs:list:${JSON.stringify([named, page, size])}`;
}

/**
 * PUB-15's job calls (`jobsContract`, public): the careers list (with PUB-7's filters) and one job's
 * details. Both are answered from the public cache (docs/decisions/012): a miss goes through the
 * response schema's serializer, a hit sends the same bytes again.
 */
export default contractRoutes(jobsContract, (app) => ({
  getJobOpenings: async (request, reply) => {
    const { page, pageSize, minPay, currency, unit, workFrom, skills, ...text } = request.query;
    const filters = { ...text, ...termsFiltersOf({ minPay, currency, unit, workFrom, skills }) };
    const paged = page !== undefined || pageSize !== undefined;
    const size = paged ? (pageSize ?? CAREERS_PAGE_SIZE) : JOB_OPENINGS_UNPAGED_MAX;
    const answer = await app.publicCache.answer(listKey(filters, page ?? 1, size), async () => {
      const { items, total } = await app.jobs.listOpen(filters, page ?? 1, size);
      // The jobs are JSON already, as PostgreSQL keeps them (jobs.listing, docs/decisions/045): the body is
      // their texts put together, not 1,000 objects built and serialised again. The tests parse these answers
      // with jobListResponseSchema.
      const body = `{"job_openings":[${items.map((job) => job.listing).join(',')}],"total":${total},"page":${page ?? 1},"pageSize":${size}}`;
      return { body, contentType: JSON_CONTENT_TYPE, cacheControl: PUBLIC_CACHE_CONTROL };
    });
    return sendPublic(request, reply, answer);
  },

  getDetails: async (request, reply) => {
    const jobId = request.body.job_id;
    // A POST answer is not kept by shared caches; its ETag still spares clients the bytes (012).
    const answer = await app.publicCache.answer(`jobs:details:${jobId}`, async () => {
      const job = await app.jobs.findOpen(jobId);
      return job && { body: reply.serialize({ job_details: [job] }), contentType: JSON_CONTENT_TYPE, cacheControl: PUBLIC_CACHE_CONTROL };
    });
    if (!answer) throw notFound(APPLICATION_MESSAGES.jobNotFound);
    return sendPublic(request, reply, answer);
  },
}));
