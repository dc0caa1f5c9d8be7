import { useMemo, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  CANDIDATE_CURRENCIES,
  CERTIFICATION_COURSES,
  PAY_UNITS,
  TALENT_MESSAGES as T,
  TALENT_PAGE_SIZE,
  formatDate,
  isCountryCode,
  isIsoDate,
  skillById,
  type SnippetPart,
} from '@careers/shared';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useTalentSearch, type TalentSearchParams } from '../api/talent';
import { TermsFacts, TermsFilters } from './talent-terms-filters';

const CERTIFICATION_LABELS: Record<(typeof CERTIFICATION_COURSES)[number], string> = { aws: 'AWS', azure: 'Azure', gcp: 'GCP' };
const isCertification = (v: string | null): v is (typeof CERTIFICATION_COURSES)[number] => CERTIFICATION_COURSES.some((c) => c === v);

/** The search as the URL holds it (REC-10: the results page lives in the URL). */
function queryFromParams(params: URLSearchParams): TalentSearchParams {
  const certification = params.get('certification');
  const updatedWithin = Number(params.get('updatedWithin'));
  // PRO-20's filters: only values the API takes reach it (a hand-edited URL drops the rest).
  const skills = (params.get('skills') ?? '').split(',').filter((id) => skillById(id) !== undefined);
  const maxRate = (params.get('maxRate') ?? '').trim();
  const rateCurrency = CANDIDATE_CURRENCIES.find((c) => c === params.get('rateCurrency'));
  const rateUnit = PAY_UNITS.find((u) => u === params.get('rateUnit'));
  const availableBy = params.get('availableBy') ?? '';
  const overlap = Math.trunc(Number(params.get('overlap')));
  return {
    q: params.get('q') ?? '',
    ...(params.get('verified') === 'true' ? { verified: 'true' } : {}),
    ...(params.get('hasResume') === 'true' ? { hasResume: 'true' } : {}),
    ...(isCertification(certification) ? { certification } : {}),
    ...(isCountryCode(params.get('country') ?? '') ? { country: params.get('country') ?? '' } : {}),
    ...(updatedWithin > 0 ? { updatedWithin } : {}),
    ...(skills.length > 0 ? { skills: skills.join(',') } : {}),
    ...(/^[\d,]+(\.\d+)?$/.test(maxRate) ? { maxRate } : {}),
    ...(maxRate && rateCurrency ? { rateCurrency } : {}),
    ...(maxRate && rateUnit ? { rateUnit } : {}),
    ...(isIsoDate(availableBy) ? { availableBy } : {}),
    ...(overlap >= 1 && overlap <= 8 ? { overlap } : {}),
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

/** The snippet as text: matched words in <mark>, never HTML from the server. */
export function Snippet({ parts }: { parts: SnippetPart[] }) {
  return (
    <p className="mt-2 text-sm text-muted">
      {parts.map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded bg-amber-100 px-0.5 text-ink">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}

/** REC-10: /recruiter/talent — search box, filters and results, all in the URL. */
export function TalentSearch() {
  const [params, setParams] = useSearchParams();
  const query = queryFromParams(params);
  const search = useTalentSearch(query);
  const now = useMemo(() => new Date(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of ['q', 'certification', 'country', 'updatedWithin', 'skills', 'maxRate', 'availableBy', 'overlap']) {
      const field = form.get(key);
      const value = typeof field === 'string' ? field.trim() : '';
      if (value) next.set(key, value);
    }
    for (const key of ['verified', 'hasResume']) if (form.get(key)) next.set(key, 'true');
    // The rate's currency and unit mean something only with an amount.
    if (next.has('maxRate'))
      for (const key of ['rateCurrency', 'rateUnit']) {
        const field = form.get(key);
        if (typeof field === 'string' && field) next.set(key, field);
      }
    setParams(next);
  };
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <form key={params.toString()} onSubmit={submit} role="search" aria-label={T.searchLabel} className="flex flex-col gap-4">
        <div>
          <label htmlFor="talent-q" className="block text-sm font-semibold text-ink">
            {T.searchLabel}
          </label>
          <input
            id="talent-q"
            name="q"
            type="search"
            defaultValue={query.q}
            maxLength={200}
            aria-describedby="talent-q-hint"
            className="mt-1 w-full rounded-lg border border-line px-3 py-2 text-ink"
          />
          <p id="talent-q-hint" className="mt-1 text-xs text-muted">
            {T.searchHint}
          </p>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-semibold text-ink">Filters</legend>
          <label className="flex items-center gap-2 text-sm text-ink">
            <input type="checkbox" name="verified" defaultChecked={query.verified === 'true'} /> Mobile verified
          </label>
          <label className="flex items-center gap-2 text-sm text-ink">
            <input type="checkbox" name="hasResume" defaultChecked={query.hasResume === 'true'} /> Has a resume
          </label>
          <label className="text-sm text-ink">
            Certification
            <select
              name="certification"
              defaultValue={query.certification ?? ''}
              className="mt-1 block w-full rounded-lg border border-line px-2 py-2"
            >
              <option value="">Any</option>
              {CERTIFICATION_COURSES.map((c) => (
                <option key={c} value={c}>
                  {CERTIFICATION_LABELS[c]}
                </option>
              ))}
            </select>
          </label>
          <TermsFilters
            values={{
              skills: query.skills ? query.skills.split(',') : [],
              maxRate: query.maxRate ?? '',
              rateCurrency: query.rateCurrency ?? '',
              rateUnit: query.rateUnit ?? '',
              availableBy: query.availableBy ?? '',
              overlap: query.overlap === undefined ? '' : String(query.overlap),
              country: query.country ?? '',
            }}
          />
          <label className="text-sm text-ink">
            Updated within
            <select
              name="updatedWithin"
              defaultValue={query.updatedWithin === undefined ? '' : String(query.updatedWithin)}
              className="mt-1 block w-full rounded-lg border border-line px-2 py-2"
            >
              <option value="">Any time</option>
              <option value="7">7 days</option>
              <option value="30">30 days</option>
              <option value="90">90 days</option>
              <option value="365">a year</option>
            </select>
          </label>
        </fieldset>
        <Button type="submit">Search</Button>
      </form>

      <section aria-labelledby="talent-results" className="min-w-0">
        <h2 id="talent-results" className="sr-only">
          Results
        </h2>
        <QueryState query={search} loading={T.loading} isEmpty={(d) => d.total === 0} empty={<p className="text-muted">{T.noResults}</p>}>
          {(data) => (
            <>
              <p className="mb-3 text-sm font-semibold text-ink" role="status">
                {T.resultsCount(data.total)}
              </p>
              <ul className="flex flex-col gap-3">
                {data.candidates.map((c) => (
                  <li key={c.id} className="rounded-card bg-white p-4 shadow-card ring-1 ring-line">
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <Link to={paths.recruiter.candidate(c.id)} className="font-semibold text-brand-700 hover:underline">
                        {c.name}
                      </Link>
                      <span className="text-xs text-muted">
                        {c.verified ? 'Mobile verified · ' : ''}Updated {formatDate(c.updatedAt)}
                      </span>
                    </div>
                    {c.headline && <p className="text-sm text-ink">{c.headline}</p>}
                    <TermsFacts terms={c.terms} now={now} />
                    <Snippet parts={c.snippet} />
                  </li>
                ))}
              </ul>
              <div className="mt-4">
                <Pagination
                  page={data.page}
                  totalPages={Math.max(1, Math.ceil(data.total / TALENT_PAGE_SIZE))}
                  onChange={goTo}
                  label="Talent pool pages"
                />
              </div>
            </>
          )}
        </QueryState>
      </section>
    </div>
  );
}
