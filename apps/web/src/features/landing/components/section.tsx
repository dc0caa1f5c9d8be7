import type { ReactNode } from 'react';

const TONES = {
  white: 'bg-white',
  surface: 'bg-surface',
  dark: 'bg-brand-950 text-white',
} as const;

/**
 * One landing section: an anchor target (PUB-3's section ids) with an eyebrow, heading and
 * intro on the shared page grid. scroll-mt keeps the heading clear of the sticky header.
 */
export function Section({
  id,
  title,
  eyebrow,
  intro,
  tone = 'white',
  children,
}: {
  id: string;
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: keyof typeof TONES;
  children?: ReactNode;
}) {
  const dark = tone === 'dark';
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-16 ${TONES[tone]}`}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8 lg:py-24">
        <div className="max-w-3xl">
          {eyebrow && (
            <p className={`text-sm font-semibold uppercase tracking-wider ${dark ? 'text-accent-300' : 'text-accent-700'}`}>{eyebrow}</p>
          )}
          <h2 id={`${id}-title`} className={`mt-2 text-3xl font-bold tracking-tight sm:text-4xl ${dark ? 'text-white' : 'text-ink'}`}>
            {title}
          </h2>
          {intro && <p className={`mt-4 text-lg ${dark ? 'text-brand-100' : 'text-muted'}`}>{intro}</p>}
        </div>
        {children && <div className={intro ? 'mt-10 lg:mt-12' : 'mt-6'}>{children}</div>}
      </div>
    </section>
  );
}
