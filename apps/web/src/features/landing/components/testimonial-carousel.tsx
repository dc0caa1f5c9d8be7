import { useEffect, useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import type { Testimonial } from '../utils/content';
import { testimonialSwiperOptions } from '../utils/carousel-options';
import { TestimonialCard } from './testimonial-card';

/** Manual steps are quicker than the slow autoplay glide, so a click answers at once. */
const MANUAL_SPEED_MS = 450;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

const controlClass =
  'inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full bg-white px-3 text-sm font-semibold text-brand-800 ring-1 ring-inset ring-line transition hover:bg-brand-50';

/**
 * The testimonials carousel (PUB-5). Loaded lazily: Swiper is not part of the
 * landing route's initial JS. PUB-5: it stays still for visitors who prefer reduced motion, and a
 * visible Pause/Play control stops and restarts it (WCAG 2.2.2).
 */
export default function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());

  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    const onChange = () => {
      if (query.matches) setPlaying(false);
    };
    query?.addEventListener('change', onChange);
    return () => query?.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (playing && !swiper.autoplay.running) swiper.autoplay.start();
    if (!playing && swiper.autoplay.running) swiper.autoplay.stop();
  }, [swiper, playing]);

  return (
    <div>
      <Swiper
        modules={[Autoplay, A11y]}
        {...testimonialSwiperOptions()}
        a11y={{
          containerMessage: 'Testimonials',
          itemRoleDescriptionMessage: 'testimonial',
          slideLabelMessage: '{{index}} of {{slidesLength}}',
        }}
        onSwiper={setSwiper}
        // A 4 px inset keeps the cards' borders and shadows inside the clipped track.
        className="-m-1 p-1!"
      >
        {testimonials.map((testimonial) => (
          <SwiperSlide key={testimonial.name} className="h-auto!">
            <TestimonialCard testimonial={testimonial} />
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="mt-6 flex items-center justify-end gap-2">
        <button type="button" className={controlClass} onClick={() => swiper?.slidePrev(MANUAL_SPEED_MS)}>
          <Icon icon={icons.chevronLeft} className="h-5 w-5" />
          <span className="sr-only">Previous testimonial</span>
        </button>
        <button type="button" className={controlClass} onClick={() => setPlaying((value) => !value)}>
          <Icon icon={playing ? icons.pause : icons.play} className="h-4 w-4" />
          {playing ? 'Pause' : 'Play'}
          <span className="sr-only"> testimonials</span>
        </button>
        <button type="button" className={controlClass} onClick={() => swiper?.slideNext(MANUAL_SPEED_MS)}>
          <Icon icon={icons.chevronRight} className="h-5 w-5" />
          <span className="sr-only">Next testimonial</span>
        </button>
      </div>
    </div>
  );
}
