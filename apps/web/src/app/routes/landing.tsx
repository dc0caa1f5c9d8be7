import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollToSection, sectionForPath } from '@/config/navigation';
import { CareersBlock } from '@/features/jobs/components/careers-block';
import { JobAlertButton } from '@/features/job-alerts/components/job-alert-button';
import { AboutSection } from '@/features/landing/components/about-section';
import { FaqSection } from '@/features/landing/components/faq-section';
import { Hero } from '@/features/landing/components/hero';
import { TestimonialsSection } from '@/features/landing/components/testimonials-section';
import { ValuesSection } from '@/features/landing/components/values-section';
import { WhoAreWeSection } from '@/features/landing/components/who-are-we-section';
import { WhyUsSection } from '@/features/landing/components/why-us-section';
import { Section } from '@/features/landing/components/section';

/**
 * PUB-4: the single landing page shown at '/', and at each section's path. The route
 * composes the landing feature's sections with the jobs feature's careers block (features do not
 * import each other; see apps/web/README.md).
 */
export function LandingPage() {
  const { pathname } = useLocation();

  // PUB-3: on a path change the landing page scrolls smoothly to the matching section.
  useEffect(() => {
    const section = sectionForPath(pathname);
    if (section) scrollToSection(section);
    else window.scrollTo({ top: 0 });
  }, [pathname]);

  return (
    <>
      <Hero />
      <AboutSection />
      <WhyUsSection />
      <ValuesSection />
      <TestimonialsSection />
      <Section id="careers" title="Careers" eyebrow="Join a project" tone="surface">
        <CareersBlock alerts={(filters) => <JobAlertButton filters={filters} />} />
      </Section>
      <WhoAreWeSection />
      <FaqSection />
    </>
  );
}
