import { Suspense, lazy, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  CANDIDATE_CURRENCIES,
  CAREERS_PAGE_SIZE,
  JOB_CATEGORIES,
  JOB_TYPES,
  PAGE_TEXTS,
  PAY_UNITS,
  RECRUITING_COUNTRIES,
  UI_MESSAGES,
  parseMajorAmount,
  type JobAlertFilters,
} from '@careers/shared';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { useCareersOpenings } from '../hooks/use-careers-openings';
import { TEXT_FILTERS, useCareersFilters, type CareersQuery, type TextFilter } from '../hooks/use-careers-filters';
import { CantFindRoleCard } from './cant-find-role-card';
import { JobCard } from './job-card';
import { prefetchDisplayCurrency, ShowPayInSlot } from './display-currency-slots';

const TEXT_LABELS: Record<TextFilter, { label: string; placeholder: string }> = {
  q: { label: 'Position / role', placeholder: 'e.g. Azure Architect' },
  department: { label: 'Department', placeholder: 'e.g. Cloud Engineering' },
  location: { label: 'Location', placeholder: 'e.g. Remote (India)' },
};

/** PUB-20's filters load after the block's first render (PUB-17: the catalogue and country names stay off the landing's initial JS). */
const CareersTermsFilters = lazy(() => import('./careers-terms-filters'));

const listed = <T extends string>(list: readonly T[], value: FormDataEntryValue | null): T | undefined =>
  list.find((member) => member === value);

/** ALR-9: the careers query's filters as a job alert saves them (minimum pay in minor units, skills as ids). */
function alertFilters(query: CareersQuery): JobAlertFilters {
  const amount = query.minPay && query.currency ? parseMajorAmount(query.minPay, query.currency) : null;
  const currency = listed(CANDIDATE_CURRENCIES, query.currency ?? null);
  const unit = listed(PAY_UNITS, query.unit ?? null);
  return {
    ...(query.q ? { q: query.q } : {}),
    ...(query.department ? { department: query.department } : {}),
    ...(query.location ? { location: query.location } : {}),
    ...(query.category ? { category: query.category } : {}),
    ...(query.type ? { type: query.type } : {}),
    ...(amount !== null && currency && unit ? { minPay: { amount, currency, unit } } : {}),
    ...(query.workFrom ? { workFrom: query.workFrom } : {}),
    ...(query.skills ? { skills: query.skills.split(',') } : {}),
  };
}

const list = (items: readonly string[]) => new Intl.ListFormat('en', { type: 'conjunction' }).format(items);
/** PUB-6: the intro lists the recruiting regions (the same list the job pages' structured data uses). */
const INTRO = `We recruit Microsoft Cloud, security, DevOps and infrastructure experts from ${list(RECRUITING_COUNTRIES.southAsia)} and Southeast Asia (${list(RECRUITING_COUNTRIES.southeastAsia)}) for remote-first projects with clients in Switzerland, Germany and across the EU.`;

const fieldClass =
  'mt-1 block h-11 w-full rounded-lg border border-line bg-white px-3 text-sm text-ink placeholder:text-muted focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200';

/**
 * PUB-6's careers block with PUB-7's working search, filters and paging. `alerts` draws ALR-1's
 * "Get these jobs by e-mail" for the current filters (composed by the route: features do not import each other).
 */
export function CareersBlock({ alerts }: { alerts?: (filters: JobAlertFilters) => ReactNode } = {}) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { query, page, update } = useCareersFilters();
  const { data, isPending, isError, isPlaceholderData, retry } = useCareersOpenings(query);

  const total = data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / CAREERS_PAGE_SIZE));

  // A page beyond the end (an old link) shows the last page instead of an empty list.
  useEffect(() => {
    if (data && !isPlaceholderData && data.total > 0 && page > totalPages) update({ page: String(totalPages) }, { replace: true });
  }, [data, isPlaceholderData, page, totalPages, update]);

  const [payInvalid, setPayInvalid] = useState(false);
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (key: TextFilter | 'minPay') => {
      const value = form.get(key);
      return typeof value === 'string' ? value.trim() : '';
    };
    const changes = { q: text('q'), department: text('department'), location: text('location') };
    // PUB-20: the minimum pay applies with the text filters (once its part of the form has loaded).
    if (form.has('minPay')) {
      const amount = text('minPay');
      const currency = listed(CANDIDATE_CURRENCIES, form.get('currency'));
      const unit = listed(PAY_UNITS, form.get('unit'));
      if (amount !== '' && (!currency || !unit || (parseMajorAmount(amount, currency) ?? 0) <= 0)) {
        setPayInvalid(true);
        return;
      }
      setPayInvalid(false);
      update({ ...changes, minPay: amount, currency: amount ? (currency ?? '') : '', unit: amount ? (unit ?? '') : '' });
      return;
    }
    update(changes);
  };
  // The inputs are uncontrolled and re-mount when the URL's text filters change (Back, shared links).
  const formKey = [...TEXT_FILTERS.map((key) => query[key]), query.minPay, query.currency, query.unit].map((v) => v ?? '').join('|');

  // PUB-19: the display currency's code (and rates) load beside the list, so its cards arrive whole.
  useEffect(prefetchDisplayCurrency, []);

  const changePage = (target: number) => {
    update({ page: String(target) });
    headingRef.current?.scrollIntoView({ block: 'start' });
  };

  let body;
  if (isPending)
    body = (
      <div>
        <p className="pb-4 text-muted" role="status">
          {UI_MESSAGES.loadingJobs}
        </p>
        {/* Card-sized placeholders hold the list's height, so sections below do not jump when it loads. */}
        <ul className="grid gap-4" aria-hidden="true">
          {Array.from({ length: CAREERS_PAGE_SIZE }, (_, i) => (
            <li key={i} className="h-[8.75rem] animate-pulse rounded-[var(--radius-card)] border border-line bg-white" />
          ))}
        </ul>
      </div>
    );
  else if (isError || !data)
    // PUB-9: SPEC's 'No Jobs Found.', and that the list failed (not that there are no jobs), with a way to ask again.
    body = (
      <div className="py-10 text-center">
        <div role="status">
          <p className="font-medium text-muted">{UI_MESSAGES.noJobsFound}</p>
          <p className="mt-1 text-sm text-muted">{PAGE_TEXTS.jobListFailed}</p>
        </div>
        <Button type="button" variant="secondary" className="mt-4" onClick={retry}>
          {PAGE_TEXTS.jobListRetry}
        </Button>
      </div>
    );
  else if (data.job_openings.length === 0)
    body = (
      <p className="py-10 text-center font-medium text-muted" role="status">
        {UI_MESSAGES.noJobsFound}
      </p>
    );
  else
    body = (
      <ul className={`grid gap-4 transition-opacity ${isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={isPlaceholderData}>
        {data.job_openings.map((job) => (
          <li key={job.job_id}>
            <JobCard job={job} />
          </li>
        ))}
      </ul>
    );

  return (
    <div>
      <p className="max-w-3xl text-lg text-muted">{INTRO}</p>
      <h2 ref={headingRef} className="mt-8 scroll-mt-24 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {data && !isError ? PAGE_TEXTS.currentJobOpenings(total) : PAGE_TEXTS.currentJobOpeningsUncounted}
      </h2>

      <form
        key={formKey}
        role="search"
        aria-label="Search job openings"
        onSubmit={onSearch}
        className="mt-6 grid gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:p-5 md:grid-cols-2 lg:grid-cols-6"
      >
        {TEXT_FILTERS.map((key) => (
          <label key={key} className="text-sm font-medium text-ink lg:col-span-2">
            {TEXT_LABELS[key].label}
            <input
              type="search"
              name={key}
              maxLength={100}
              className={fieldClass}
              placeholder={TEXT_LABELS[key].placeholder}
              defaultValue={query[key] ?? ''}
            />
          </label>
        ))}
        <label className="text-sm font-medium text-ink lg:col-span-2" htmlFor={`${id}-category`}>
          Job category
          <select
            id={`${id}-category`}
            className={fieldClass}
            value={query.category ?? ''}
            onChange={(e) => update({ category: e.target.value })}
          >
            <option value="">All categories</option>
            {JOB_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-ink lg:col-span-2" htmlFor={`${id}-type`}>
          Job type
          <select id={`${id}-type`} className={fieldClass} value={query.type ?? ''} onChange={(e) => update({ type: e.target.value })}>
            <option value="">All job types</option>
            {JOB_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-end lg:col-span-2">
          <Button type="submit" className="w-full">
            Search
          </Button>
        </div>
        <Suspense fallback={<div className="min-h-[8.5rem] md:col-span-2 lg:col-span-6" aria-hidden="true" />}>
          <CareersTermsFilters query={query} update={update} payInvalid={payInvalid} />
        </Suspense>
      </form>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          {/* PUB-19: pay also in the visitor's currency, once the list shows pay (its room kept while the list loads). */}
          {isPending ? (
            <div className="mb-4 h-9" aria-hidden="true" />
          ) : (
            data?.job_openings.some((job) => job.pay) && <ShowPayInSlot className="mb-4 justify-end" />
          )}
          {body}
          {data && data.total > 0 && (
            <div className="mt-6">
              <Pagination page={Math.min(data.page, totalPages)} totalPages={totalPages} onChange={changePage} label="Job openings pages" />
            </div>
          )}
        </div>
        <div className="grid content-start gap-4">
          {alerts?.(alertFilters(query))}
          <CantFindRoleCard />
        </div>
      </div>
    </div>
  );
}
