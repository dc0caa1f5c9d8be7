import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PAGE_TEXTS } from '@careers/shared';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

/** Why sign up, in three lines (our copy, from PUB-4's benefits). */
const REASONS = [
  'Remote-first Microsoft Cloud, security and DevOps projects for European clients',
  'Hourly, monthly or project billing with transparent contracts and timely payments',
  'Local support for freelancers in India and Southeast Asia',
];

/**
 * ACC-1: pages outside the main layout (login, signup, verification, password reset). On wide
 * screens a brand panel sits beside the form; on phones the form comes first and alone.
 */
export function AuthLayout({ title, description, children }: { title: string; description?: string | undefined; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh bg-surface">
      <aside className="relative hidden w-[42%] max-w-xl flex-col justify-between overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 p-12 text-white lg:flex">
        <div aria-hidden="true" className="pointer-events-none absolute -right-24 -top-24 h-80 w-80 rounded-full bg-white/5" />
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-32 -left-16 h-96 w-96 rounded-full bg-accent-500/10" />
        <Link to={paths.home} className="relative flex items-center gap-3 font-bold">
          <img src="/favicon.svg" alt="" width="40" height="40" className="rounded-lg ring-1 ring-white/30" />
          <span className="text-lg">{site.companyName}</span>
        </Link>
        <div className="relative">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-200">{PAGE_TEXTS.tagline}</p>
          <p className="mt-4 text-3xl font-bold leading-tight">Your next European cloud project starts here.</p>
          <ul className="mt-8 space-y-4 text-brand-100">
            {REASONS.map((reason) => (
              <li key={reason} className="flex gap-3">
                <svg viewBox="0 0 20 20" className="mt-1 h-5 w-5 flex-none text-accent-500" fill="currentColor" aria-hidden="true">
                  <path d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3-4.5 4.5a1 1 0 0 1-1.4 0l-2-2a1 1 0 1 1 1.4-1.4l1.3 1.3 3.8-3.8a1 1 0 0 1 1.4 1.4Z" />
                </svg>
                <span>{reason}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-brand-200">
          © {new Date().getFullYear()} {site.companyName}
        </p>
      </aside>

      <div className="flex flex-1 flex-col items-center px-4 py-10 sm:py-16">
        {/* Everything sits in a landmark, so screen-reader users can reach it by region. */}
        <header className="mb-8 lg:hidden">
          <Link to={paths.home} className="flex items-center gap-2 font-bold text-brand-800">
            <img src="/favicon.svg" alt="" width="36" height="36" />
            <span className="text-lg">{site.companyName}</span>
          </Link>
        </header>
        <main className="w-full max-w-md rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] sm:p-8 lg:my-auto">
          <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
          {description && <p className="mt-2 text-sm text-muted">{description}</p>}
          <div className="mt-6">{children}</div>
        </main>
        <nav aria-label="Site" className="mt-6">
          <Link to={paths.home} className="text-sm font-medium text-muted hover:text-brand-800">
            ← Back to the careers site
          </Link>
        </nav>
      </div>
    </div>
  );
}
