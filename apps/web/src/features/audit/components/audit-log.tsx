import { useSearchParams } from 'react-router';
import { AUDIT_MESSAGES as A, formatAccessTime, type AuditEntry } from '@careers/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { SelectField } from '@/components/ui/select-field';
import { useAuditLog, type AuditQueryParams } from '../api/audit';
import { candidateName, describeAccess, memberName } from '../utils/audit-text';

const KIND_TONE: Record<AuditEntry['kind'], 'brand' | 'accent' | 'neutral'> = {
  profile_view: 'neutral',
  resume: 'brand',
  cv: 'brand',
  photo: 'brand',
  applicants_export: 'accent',
};

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The log's filters and page as the URL holds them (`?member=&candidate=&page=`). */
function queryFromParams(params: URLSearchParams): AuditQueryParams {
  const member = positive(params.get('member'));
  const candidate = positive(params.get('candidate'));
  const cursor = params.get('cursor');
  return {
    ...(member === undefined ? {} : { member }),
    ...(candidate === undefined ? {} : { candidate }),
    ...(cursor ? { cursor } : {}),
  };
}

/**
 * REC-9: /recruiter/audit, every recorded access to candidates' personal data, newest first,
 * filtered by member (the team's members) and by candidate (chosen from an entry), paged, in the URL.
 */
export function AuditLog({ members }: { members: readonly { id: number; name: string }[] }) {
  const [params, setParams] = useSearchParams();
  const query = queryFromParams(params);
  const log = useAuditLog(query);

  /** A new filter starts again at page 1. */
  const setFilter = (key: 'member' | 'candidate', value: number | undefined) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    next.delete('cursor');
    if (value === undefined) next.delete(key);
    else next.set(key, String(value));
    setParams(next);
  };
  const goTo = (cursor: string | null) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (cursor === null) next.delete('cursor');
    else next.set('cursor', cursor);
    setParams(next);
  };
  const filteredCandidate = log.data?.entries.find((e) => e.candidate?.id === query.candidate)?.candidate;
  const filtered = query.member !== undefined || query.candidate !== undefined;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <SelectField
          label={A.memberFilter}
          className="w-full sm:w-72"
          value={query.member === undefined ? '' : String(query.member)}
          onChange={(event) => setFilter('member', positive(event.target.value))}
          placeholder={A.anyMember}
          options={members.map((m) => ({ value: String(m.id), label: m.name }))}
        />
        {query.candidate !== undefined && (
          <div className="flex flex-wrap items-center gap-2 text-sm text-ink" role="group" aria-label={A.candidateFilter}>
            <span>
              <span className="font-semibold">{A.candidateFilter}:</span>{' '}
              {filteredCandidate ? candidateName(filteredCandidate) : `#${query.candidate}`}
            </span>
            <Button variant="secondary" size="sm" onClick={() => setFilter('candidate', undefined)}>
              {A.clearCandidate}
            </Button>
          </div>
        )}
      </div>

      <QueryState
        query={log}
        loading={A.loading}
        isEmpty={(d) => d.total === 0}
        empty={<p className="text-muted">{filtered ? A.emptyFiltered : A.empty}</p>}
      >
        {(data) => (
          <>
            <p className="text-sm font-semibold text-ink" role="status">
              {A.count(data.total)}
            </p>
            <ol className="flex flex-col gap-3" aria-label={A.pageTitle}>
              {data.entries.map((entry) => (
                <li key={entry.id} className="rounded-card bg-white p-4 shadow-card ring-1 ring-line">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <Badge tone={KIND_TONE[entry.kind]}>{describeAccess(entry)}</Badge>
                    <time dateTime={entry.at} className="text-sm text-muted">
                      {formatAccessTime(entry.at)}
                    </time>
                  </div>
                  <dl className="mt-3 grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
                    <div className="min-w-0">
                      <dt className="font-semibold text-muted">{A.columns.member}</dt>
                      <dd className="break-words text-ink">{memberName(entry.member)}</dd>
                    </div>
                    <div className="min-w-0">
                      <dt className="font-semibold text-muted">{A.columns.candidate}</dt>
                      <dd className="break-words text-ink">
                        {entry.candidate ? (
                          query.candidate === entry.candidate.id ? (
                            candidateName(entry.candidate)
                          ) : (
                            <button
                              type="button"
                              className="text-left font-semibold text-brand-700 underline-offset-4 hover:underline"
                              onClick={() => setFilter('candidate', entry.candidate?.id)}
                              aria-label={A.showCandidate(candidateName(entry.candidate))}
                            >
                              {candidateName(entry.candidate)}
                            </button>
                          )
                        ) : (
                          A.everyApplicant
                        )}
                      </dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ol>
            <nav aria-label={A.pages} className="flex gap-2">
              <Button variant="secondary" size="sm" disabled={data.prevCursor === null} onClick={() => goTo(data.prevCursor)}>
                {A.newer}
              </Button>
              <Button variant="secondary" size="sm" disabled={data.nextCursor === null} onClick={() => goTo(data.nextCursor)}>
                {A.older}
              </Button>
            </nav>
          </>
        )}
      </QueryState>
    </div>
  );
}
