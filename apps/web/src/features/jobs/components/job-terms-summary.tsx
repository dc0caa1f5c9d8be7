import { formatEligibility, formatEngagement, formatPayRange, type Job } from '@careers/shared';
import { ApproximatePay } from './display-currency-slots';

/**
 * PUB-18 on a job card: the pay range ("€600–750 / day", and PUB-19's "≈ ₱40,500–50,625 / day" in the visitor's currency), the engagement ("From 05-01-2027 · 6 months ·
 * 40 h/week") and where applicants may work from. A job from before terms shows what it has.
 */
export function JobTermsSummary({ job }: { job: Job }) {
  const engagement = formatEngagement(job);
  const eligibility = job.is_remote ? formatEligibility(job.remote_countries) : null;
  if (!job.pay && !engagement && !eligibility) return null;
  return (
    <div className="mt-3 space-y-1 text-sm">
      {job.pay && <p className="font-semibold text-ink">{formatPayRange(job.pay, { style: 'short' })}</p>}
      {job.pay && <ApproximatePay pay={job.pay} />}
      {engagement && <p className="text-muted">{engagement}</p>}
      {eligibility && <p className="text-muted">{eligibility}</p>}
    </div>
  );
}
