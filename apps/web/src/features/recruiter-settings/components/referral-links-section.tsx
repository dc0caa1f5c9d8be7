import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { REFERRAL_MESSAGES as M, jobPath, referralLink, type Referrer } from '@careers/shared';
import { Button } from '@/components/ui/button';
import { CopyField } from './copy-field';
import { inputClasses } from '@/components/ui/field-parts';
import { QueryState } from '@/components/ui/query-state';
import { serverMessageOr } from '@/lib/api-client';
import { toastError } from '@/lib/error-toast';
import { useSession } from '@/lib/use-session';
import { useAddReferrer, useReferralLinks, useReferrers, useRemoveReferrer } from '../api/referrals';

const CARD = 'mt-6 max-w-2xl rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)] sm:p-6';

/** One link, read-only, with its copy button. */
function LinkRow({ label, url }: { label: string; url: string }) {
  return <CopyField label={label} value={url} button={M.copy} buttonLabel={M.copyFor(label)} copied={M.copied} copyFailed={M.copyFailed} />;
}

/**
 * REC-34, REC-35 (docs/decisions/052): the member's own referral links (the careers page, and a job they
 * choose), and for admins the referrers: the team and the employees they add without a workspace login.
 */
export function ReferralLinksSection() {
  const heading = useId();
  const jobField = useId();
  const links = useReferralLinks();
  const { user } = useSession();
  const [jobId, setJobId] = useState('');
  const origin = window.location.origin;
  const path = jobId ? jobPath(jobId) : '/';
  return (
    <>
      <section aria-labelledby={heading} className={CARD}>
        <h2 id={heading} className="mb-2 text-lg font-semibold text-ink">
          {M.linksHeading}
        </h2>
        <p className="text-sm text-muted">{M.linksIntro}</p>
        <QueryState query={links} loading={M.loading}>
          {(data) => (
            <div className="mt-4 space-y-3">
              <LinkRow label={M.careersPage} url={referralLink(origin, '/', data.code)} />
              <div>
                <label htmlFor={jobField} className="mb-1 block text-sm font-medium text-ink">
                  {M.jobLabel}
                </label>
                {data.jobs.length === 0 ? (
                  <p className="text-sm text-muted">{M.noOpenJobs}</p>
                ) : (
                  <select id={jobField} value={jobId} onChange={(e) => setJobId(e.target.value)} className={inputClasses}>
                    <option value="">{M.jobPlaceholder}</option>
                    {data.jobs.map((j) => (
                      <option key={j.id} value={String(j.id)}>
                        {j.title}
                      </option>
                    ))}
                  </select>
                )}
              </div>
              {jobId && (
                <LinkRow
                  label={data.jobs.find((j) => String(j.id) === jobId)?.title ?? M.jobLabel}
                  url={referralLink(origin, path, data.code)}
                />
              )}
            </div>
          )}
        </QueryState>
      </section>
      {user?.role === 'admin' && <ReferrersSection path={path} />}
    </>
  );
}

/** REC-35 (admins): every referrer with their link for the chosen page, and the employees added here. */
function ReferrersSection({ path }: { path: string }) {
  const heading = useId();
  const nameId = useId();
  const emailId = useId();
  const referrers = useReferrers(true);
  const add = useAddReferrer();
  const remove = useRemoveReferrer();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const origin = window.location.origin;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      const done = await add.mutateAsync({ name, email });
      setName('');
      setEmail('');
      toast.success(done.message);
    } catch (e) {
      setError(serverMessageOr(e, M.saveFailed));
    }
  };
  const drop = async (r: Referrer) => {
    try {
      const done = await remove.mutateAsync(r.id);
      toast.success(done.message);
    } catch (e) {
      toastError(e, serverMessageOr(e, M.saveFailed));
    }
  };

  return (
    <section aria-labelledby={heading} className={CARD}>
      <h2 id={heading} className="mb-2 text-lg font-semibold text-ink">
        {M.referrersHeading}
      </h2>
      <p className="text-sm text-muted">{M.referrersIntro}</p>
      <form onSubmit={(e) => void submit(e)} className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" noValidate>
        <div>
          <label htmlFor={nameId} className="mb-1 block text-sm font-medium text-ink">
            {M.name}
          </label>
          <input id={nameId} value={name} onChange={(e) => setName(e.target.value)} className={inputClasses} autoComplete="off" />
        </div>
        <div>
          <label htmlFor={emailId} className="mb-1 block text-sm font-medium text-ink">
            {M.email}
          </label>
          <input
            id={emailId}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={inputClasses}
            autoComplete="off"
          />
        </div>
        <Button type="submit" disabled={add.isPending} aria-busy={add.isPending || undefined}>
          {M.add}
        </Button>
      </form>
      <p role="alert" className="mt-1 min-h-5 text-sm text-danger">
        {error}
      </p>
      <QueryState query={referrers} loading={M.loading}>
        {(data) => (
          <ul className="mt-2 divide-y divide-line">
            {data.referrers.map((r) => (
              <li key={r.id} className="py-3">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-medium text-ink">{r.name}</span>
                  <span className="text-sm text-muted">{r.email}</span>
                  <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-medium text-muted ring-1 ring-line">
                    {r.kind === 'team' ? M.teamMember : M.employee}
                  </span>
                  <span className="text-sm text-muted tabular-nums">
                    {M.referrals(r.referrals)} · {M.hires(r.hires)}
                  </span>
                  {r.kind === 'employee' && (
                    <Button
                      size="sm"
                      variant="ghost"
                      className="ml-auto"
                      onClick={() => void drop(r)}
                      disabled={remove.isPending}
                      aria-label={M.removeFor(r.name)}
                    >
                      {M.remove}
                    </Button>
                  )}
                </div>
                <p className="mt-1 truncate font-mono text-xs text-muted">{referralLink(origin, path, r.code)}</p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
