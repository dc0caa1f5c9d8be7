import { PAGE_TEXTS } from '@careers/shared';
import { Icon } from '@/components/ui/icon';
import { values } from '../utils/content';
import { Section } from './section';

/** PUB-4: Our Values, the five values. */
export function ValuesSection() {
  return (
    <Section id="our-values" title={PAGE_TEXTS.ourValues} eyebrow={values.eyebrow} intro={values.intro} tone="dark">
      <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {values.items.map((value, index) => (
          <li key={value.title} className="flex flex-col rounded-[var(--radius-card)] bg-white/5 p-6 ring-1 ring-inset ring-white/10">
            <div className="flex items-center justify-between">
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-accent-300/15 text-accent-300">
                <Icon icon={value.icon} />
              </span>
              <span className="text-sm font-semibold text-brand-200" aria-hidden="true">
                0{index + 1}
              </span>
            </div>
            <h3 className="mt-5 text-lg font-semibold text-white">{value.title}</h3>
            <p className="mt-2 text-sm text-brand-100">{value.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
