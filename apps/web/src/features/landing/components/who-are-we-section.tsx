import { PAGE_TEXTS } from '@careers/shared';
import { whoAreWe } from '../utils/content';
import { Section } from './section';

/** PUB-4: 'Who are we?' (anchor who-are-we), the company, its specialties and an image. */
export function WhoAreWeSection() {
  return (
    <Section id="who-are-we" title={PAGE_TEXTS.whoAreWe} eyebrow={whoAreWe.eyebrow}>
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          {whoAreWe.paragraphs.map((text) => (
            <p key={text.slice(0, 24)} className="mt-4 text-lg text-muted first:mt-0">
              {text}
            </p>
          ))}
          <dl className="mt-8 grid gap-4 sm:grid-cols-3">
            {whoAreWe.facts.map((fact) => (
              <div key={fact.label} className="rounded-[var(--radius-card)] border border-line p-4">
                <dt className="text-sm text-muted">{fact.label}</dt>
                <dd className="mt-1 font-semibold text-ink">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <img
          src="/illustrations/europe-asia.svg"
          alt={whoAreWe.illustrationAlt}
          width="560"
          height="400"
          loading="lazy"
          decoding="async"
          className="h-auto w-full"
        />
      </div>
    </Section>
  );
}
