import { useId, useState } from 'react';
import { PAGE_TEXTS } from '@careers/shared';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { site } from '@/config/site';
import { faqs } from '../utils/content';
import { Section } from './section';

/**
 * PUB-11: an accordion with one item open or none; the first is open by default and clicking
 * the open one closes it. Disclosure buttons (aria-expanded) work with Enter and Space.
 */
export function FaqAccordion({ items }: { items: readonly { question: string; answer: string }[] }) {
  const id = useId();
  const [open, setOpen] = useState<number | null>(0);
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)]">
      {items.map((item, index) => {
        const expanded = open === index;
        return (
          <li key={item.question}>
            <h3>
              <button
                type="button"
                id={`${id}-q${index}`}
                aria-expanded={expanded}
                aria-controls={`${id}-a${index}`}
                onClick={() => setOpen(expanded ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-5 text-left text-lg font-semibold text-ink transition hover:bg-surface sm:px-6"
              >
                {item.question}
                <Icon
                  icon={icons.chevronDown}
                  className={`h-5 w-5 shrink-0 text-brand-600 transition-transform ${expanded ? 'rotate-180' : ''}`}
                />
              </button>
            </h3>
            <div
              id={`${id}-a${index}`}
              role="region"
              aria-labelledby={`${id}-q${index}`}
              hidden={!expanded}
              className="px-5 pb-6 text-muted sm:px-6"
            >
              {item.answer}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** PUB-4: Freelancer FAQs (anchor faq). */
export function FaqSection() {
  return (
    <Section id="faq" title={PAGE_TEXTS.freelancerFaqs} eyebrow="FAQs" tone="surface">
      <div className="grid gap-10 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div>
          <p className="text-lg text-muted">{faqs.intro}</p>
          <p className="mt-4 text-muted">
            Another question? Write to{' '}
            <a
              href={`mailto:${site.careersEmail}`}
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              {site.careersEmail}
            </a>
            .
          </p>
        </div>
        <FaqAccordion items={faqs.items} />
      </div>
    </Section>
  );
}
