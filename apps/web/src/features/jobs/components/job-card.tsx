import { Link } from 'react-router';
import { jobSnippet, type Job } from '@careers/shared';
import { paths } from '@/config/paths';
import { JobBadges } from './job-badges';
import { JobTermsSummary } from './job-terms-summary';

/**
 * PUB-10's card: title, Remote/Onsite, job type, department, the terms (PUB-18) and a 45-character snippet. The
 * whole card links to the job's own page (PUB-10) and hands the job over as navigation state.
 */
export function JobCard({ job, headingLevel = 3 }: { job: Job; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative h-full rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)] transition hover:border-brand-200 hover:shadow-[var(--shadow-raised)]">
      <Heading className="text-lg font-semibold leading-snug text-ink">
        <Link
          to={paths.job(job.job_id)}
          state={{ job, jobId: job.job_id }}
          className="after:absolute after:inset-0 after:rounded-[var(--radius-card)] focus-visible:outline-none group-focus-within:underline"
        >
          {job.job_title}
        </Link>
      </Heading>
      <div className="mt-3">
        <JobBadges job={job} />
      </div>
      <JobTermsSummary job={job} />
      <p className="mt-3 text-sm text-muted">{jobSnippet(job.job_description)}</p>
    </article>
  );
}
