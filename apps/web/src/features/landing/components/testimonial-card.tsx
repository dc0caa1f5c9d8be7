import { TESTIMONIAL_RATING } from '@careers/shared';
import type { Testimonial } from '../utils/content';
import { Portrait } from './portrait';

/** PUB-5: photo, five-star rating, quote, name and title. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] sm:p-7">
      <div className="flex gap-1 text-star" role="img" aria-label={`Rated ${TESTIMONIAL_RATING} out of 5`}>
        {Array.from({ length: TESTIMONIAL_RATING }, (_, i) => (
          <svg key={i} viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor" aria-hidden="true" focusable="false">
            <path d="M10 1.6l2.5 5.3 5.8.7-4.3 4 1.1 5.7L10 14.5l-5.1 2.8 1.1-5.7-4.3-4 5.8-.7z" />
          </svg>
        ))}
      </div>
      <blockquote className="mt-4 flex-1 text-ink">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4 border-t border-line pt-5">
        <Portrait look={testimonial.avatar} />
        <span>
          <span className="block font-semibold text-ink">{testimonial.name}</span>
          <span className="block text-sm text-muted">{testimonial.title}</span>
        </span>
      </figcaption>
    </figure>
  );
}
