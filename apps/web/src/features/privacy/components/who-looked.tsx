import { PRIVACY_TEXTS as T, WHO_LOOKED_TEXTS as L, formatDateTime, formatDateTimeFull, type MyAccess } from '@careers/shared';
import { QueryState } from '@/components/ui/query-state';
import { useMyAccesses } from '../api/accesses';

/** What the recruiter did: a list of a job's applicants names the job, in the admins' log's words (docs/decisions/033). */
function describe(access: MyAccess): string {
  if (access.job !== null && (access.kind === 'applicants_view' || access.kind === 'applicants_export')) {
    return L.listAccess[access.kind](access.job);
  }
  return T.accessKinds[access.kind];
}

/** PRV-3: "Who looked at my data": each recorded recruiter view and download, with the recruiter's name and the time. */
export function WhoLooked() {
  const query = useMyAccesses();
  return (
    <section aria-labelledby="who-looked-title" className="mt-4 border-t border-line pt-4">
      <h3 id="who-looked-title" className="font-semibold text-ink">
        {T.accessesTitle}
      </h3>
      <p className="mt-1 text-sm text-muted">{L.hint}</p>
      <QueryState
        query={query}
        loading={T.accessesLoading}
        className="mt-3 text-sm"
        isEmpty={(data) => data.accesses.length === 0}
        empty={<p className="mt-3 text-sm text-muted">{T.accessesEmpty}</p>}
      >
        {(data) => (
          <>
            <p className="mt-3 text-sm text-muted">{T.accessesCount(data.accesses.length, data.total)}</p>
            <ul className="mt-2 divide-y divide-line rounded-lg ring-1 ring-line">
              {data.accesses.map((access) => (
                <li
                  key={`${access.at}-${access.kind}`}
                  className="flex flex-col gap-1 px-3 py-2 text-sm sm:flex-row sm:items-baseline sm:justify-between"
                >
                  <span className="text-ink">
                    <span className="font-semibold">{access.recruiter ?? T.formerRecruiter}</span>
                    {': '}
                    {describe(access)}
                  </span>
                  <time dateTime={access.at} title={formatDateTimeFull(access.at)} className="flex-none text-muted tabular-nums">
                    {formatDateTime(access.at)}
                  </time>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </section>
  );
}
