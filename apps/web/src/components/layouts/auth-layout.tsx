import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

/** SPEC 2.1: pages outside the main layout (login, signup, verification, password reset). */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-surface px-4 py-10">
      <Link to={paths.home} className="mb-8 flex items-center gap-2 font-bold text-brand-800">
        <img src="/favicon.svg" alt="" width="36" height="36" />
        <span className="text-lg">{site.companyName}</span>
      </Link>
      <main className="w-full max-w-md rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}
