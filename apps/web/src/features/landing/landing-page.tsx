import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollToSection, sectionForPath } from '@/config/navigation';
import { CareersBlock } from '@/features/jobs/components/careers-block';
import { AboutSection } from './components/about-section';
import { FaqSection } from './components/faq-section';
import { Hero } from './components/hero';
import { TestimonialsSection } from './components/testimonials-section';
import { ValuesSection } from './components/values-section';
import { WhoAreWeSection } from './components/who-are-we-section';
import { WhyUsSection } from './components/why-us-section';
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
      <Hero />
      <AboutSection />
      <WhyUsSection />
      <ValuesSection />
      <TestimonialsSection />
      <Section id="careers" title="Careers" eyebrow="Join a project" tone="surface">
        <CareersBlock />
      </Section>
      <WhoAreWeSection />
      <FaqSection />
    </>
  );
}
