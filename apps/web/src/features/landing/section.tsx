import type { ReactNode } from 'react';

/** One landing section: an anchor target with a heading, on the shared page grid. */
export function Section({ id, title, eyebrow, tone = 'white', children }: { id: string; title: string; eyebrow?: string; tone?: 'white' | 'surface'; children?: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-16 ${tone === 'surface' ? 'bg-surface' : 'bg-white'}`}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-accent-600">{eyebrow}</p>}
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {title}
        </h2>
        {children && <div className="mt-6">{children}</div>}
      </div>
    </section>
  );
}
