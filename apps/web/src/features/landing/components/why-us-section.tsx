import { PAGE_TEXTS } from '@careers/shared';
import { Icon } from '@/components/ui/icon';
import { whyUs } from '../utils/content';
import { Section } from './section';

/** PUB-4: 'Why Freelancers choose' (anchor why-us) with the eight benefits. */
export function WhyUsSection() {
  return (
    <Section id="why-us" title={PAGE_TEXTS.whyFreelancersChoose} eyebrow={whyUs.eyebrow} intro={whyUs.intro} tone="surface">
      <div className="grid items-center gap-12 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <ul className="grid gap-4 sm:grid-cols-2">
          {whyUs.benefits.map((benefit) => (
            <li
              key={benefit.title}
              className="flex items-start gap-4 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)]"
            >
              <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-700">
                <Icon icon={benefit.icon} className="h-5 w-5" />
              </span>
              <span className="pt-2 font-medium leading-snug text-ink">{benefit.title}</span>
            </li>
          ))}
        </ul>
        <img
          src="/illustrations/remote-work.svg"
          alt={whyUs.illustrationAlt}
          width="400"
          height="400"
          loading="lazy"
          decoding="async"
          className="mx-auto hidden h-auto w-full max-w-sm lg:block"
        />
      </div>
    </Section>
  );
}
