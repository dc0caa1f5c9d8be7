import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { PAGE_TEXTS } from '@careers/shared';
import { testimonials, testimonialsIntro } from '../utils/content';
import { Section } from './section';
import { TestimonialCard } from './testimonial-card';

const TestimonialCarousel = lazy(() => import('./testimonial-carousel'));

/**
 * The track as it looks before Swiper arrives: the same cards at the same widths (1, 2 or 3 per
 * row at PUB-5's breakpoints) and the controls' height reserved, so nothing shifts when it loads.
 */
function StaticTrack() {
  return (
    <div>
      <ul className="-m-1 flex gap-5 overflow-hidden p-1">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name} className="w-full shrink-0 lg:w-[calc((100%-20px)/2)] min-[1400px]:w-[calc((100%-40px)/3)]">
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
      <div className="mt-6 h-11" aria-hidden="true" />
    </div>
  );
}

/** PUB-5: 'What they say?'. Swiper loads when the section comes near the viewport. */
export function TestimonialsSection() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Section id="testimonials" title={PAGE_TEXTS.testimonialsHeading} eyebrow="Testimonials" intro={testimonialsIntro}>
      <div ref={ref}>
        {near ? (
          <Suspense fallback={<StaticTrack />}>
            <TestimonialCarousel testimonials={testimonials} />
          </Suspense>
        ) : (
          <StaticTrack />
        )}
      </div>
    </Section>
  );
}
