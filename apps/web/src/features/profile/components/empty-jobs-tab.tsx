import { JOB_ALERT_TEXTS } from '@careers/shared';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';

const CONTENT = {
  applied: {
    icon: icons.send,
    title: 'No applications yet',
    text: 'When you apply to a job opening, it appears here with each step of the process.',
  },
  saved: {
    icon: icons.bookmark,
    title: 'No saved jobs yet',
    text: 'Jobs you save appear here, so you can come back to them and apply when you are ready.',
  },
  alerts: {
    icon: icons.mail,
    title: JOB_ALERT_TEXTS.tabEmptyTitle,
    text: JOB_ALERT_TEXTS.tabEmpty,
  },
} as const;

/** What PRO-1's Applied Jobs, Saved Jobs and Job Alerts tabs show while the candidate has none (APP-6, ALR-1). */
export function EmptyJobsTab({ kind }: { kind: keyof typeof CONTENT }) {
  const content = CONTENT[kind];
  return (
    <div className="flex flex-col items-center rounded-card bg-white px-6 py-14 text-center shadow-card ring-1 ring-line">
      <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon icon={content.icon} className="h-7 w-7" />
      </span>
      <h2 className="mt-4 text-lg font-bold text-ink">{content.title}</h2>
      <p className="mt-2 max-w-md text-sm text-muted">{content.text}</p>
      <ButtonLink to={paths.careers} className="mt-6">
        Browse job openings
      </ButtonLink>
    </div>
  );
}
