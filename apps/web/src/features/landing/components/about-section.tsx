import { PAGE_TEXTS } from '@careers/shared';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { SectionLink } from '@/components/layouts/section-link';
import { paths } from '@/config/paths';
import { about } from '../utils/content';
import { Section } from './section';

/** PUB-4: About Us, an intro and the five service cards. */
export function AboutSection() {
  return (
    <Section id="about-us" title={PAGE_TEXTS.aboutUs} eyebrow={about.eyebrow} intro={about.intro}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {about.services.map((service) => (
          <li key={service.title} className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]">
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon icon={service.icon} />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink">{service.title}</h3>
            <p className="mt-2 text-muted">{service.text}</p>
          </li>
        ))}
        {/* The sixth cell of the grid invites the reader to the roles behind these services. */}
        <li className="flex flex-col justify-between rounded-[var(--radius-card)] bg-brand-800 p-6 text-white shadow-[var(--shadow-card)]">
          <div>
            <h3 className="text-lg font-semibold">{about.ctaTitle}</h3>
            <p className="mt-2 text-brand-100">{about.ctaText}</p>
          </div>
          <SectionLink to={paths.careers} className="mt-6 inline-flex items-center gap-2 font-semibold text-accent-300 hover:text-white">
            {PAGE_TEXTS.exploreCareers}
            <Icon icon={icons.arrowRight} className="h-5 w-5" />
          </SectionLink>
        </li>
      </ul>
    </Section>
  );
}
