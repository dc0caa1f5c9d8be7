import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PAGE_TEXTS } from '@careers/shared';
import { scrollToSection, sectionForPath } from '@/config/navigation';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CareersBlock } from '@/features/jobs/components/careers-block';
import { Section } from './section';

/** SPEC 2.3 / D51: the single landing page shown at '/', and at each section's path. */
export function LandingPage() {
  const { pathname } = useLocation();

  // SPEC 2.2: on a path change the landing page scrolls smoothly to the matching section.
  useEffect(() => {
    const section = sectionForPath(pathname);
    if (section) scrollToSection(section);
    else window.scrollTo({ top: 0 });
  }, [pathname]);

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
            Remote Microsoft Cloud and security work for Europe's best projects
          </h1>
          <p className="mt-4 text-xl font-medium text-brand-700">{PAGE_TEXTS.tagline}</p>
          <div className="mt-8">
            <ButtonLink to={paths.careers} size="lg">
              Explore Careers
            </ButtonLink>
          </div>
        </div>
      </section>
      <Section id="about-us" title="About Us" />
      <Section id="why-us" title={PAGE_TEXTS.whyFreelancersChoose} />
      <Section id="our-values" title="Our Values" />
      <Section id="careers" title="Careers" tone="surface">
        <CareersBlock />
      </Section>
      <Section id="who-are-we" title={PAGE_TEXTS.whoAreWe} />
      <Section id="faq" title="Freelancer FAQs" />
    </>
  );
}
