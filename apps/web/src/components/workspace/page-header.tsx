import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface PageHeaderProps {
  title: ReactNode;
  /** One line under the title (what the page is for, or the record's facts). */
  description?: ReactNode;
  /** Buttons at the right (they wrap below the title on a phone). */
  actions?: ReactNode;
  /** A link up one level (e.g. from a job's applicants to Jobs). */
  back?: { to: string; label: string };
}

/** REC-16: the top of every workspace page: its one h1, an optional way up, a line of context and the page's actions. */
export function PageHeader({ title, description, actions, back }: PageHeaderProps) {
  return (
    <header className="border-b border-line bg-white px-4 py-4 sm:px-6 lg:px-8">
      {back && (
        <Link to={back.to} className="mb-1 inline-flex items-center gap-1 text-ws-sm font-medium text-muted hover:text-brand-800">
          <span aria-hidden="true">←</span>
          {back.label}
        </Link>
      )}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h1 className="text-xl font-semibold tracking-tight text-balance text-ink">{title}</h1>
          {description && <div className="mt-0.5 text-ws-sm text-muted">{description}</div>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
    </header>
  );
}
