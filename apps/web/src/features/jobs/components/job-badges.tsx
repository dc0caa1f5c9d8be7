import type { Job } from '@careers/shared';
import { Badge } from '@/components/ui/badge';

/** PUB-6, PUB-12: Remote or Onsite, job type, department. */
export function JobBadges({
  job,
  remoteLabel = 'Remote',
  onsiteLabel = 'Onsite',
}: {
  job: Job;
  remoteLabel?: string;
  onsiteLabel?: string;
}) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Job facts">
      <li>
        <Badge tone={job.is_remote ? 'accent' : 'neutral'}>{job.is_remote ? remoteLabel : onsiteLabel}</Badge>
      </li>
      <li>
        <Badge tone="brand">{job.job_type}</Badge>
      </li>
      <li>
        <Badge tone="neutral">{job.department}</Badge>
      </li>
    </ul>
  );
}
