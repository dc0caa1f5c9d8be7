import { describe, expect, it } from 'vitest';
import { testimonialSwiperOptions } from './carousel-options';

describe('testimonial carousel options (PUB-5)', () => {
  it('loops and autoplays every 3000 ms at 3000 ms speed with a 20 px gap, never pausing on hover or interaction', () => {
    const options = testimonialSwiperOptions();
    expect(options).toMatchObject({
      loop: true,
      speed: 3000,
      spaceBetween: 20,
      slidesPerView: 1,
      autoplay: { delay: 3000, disableOnInteraction: false, pauseOnMouseEnter: false },
    });
  });

  it('shows 1 slide below 1024 px, 2 from 1024 px and 3 from 1400 px', () => {
    expect(testimonialSwiperOptions().breakpoints).toEqual({
      320: { slidesPerView: 1 },
      1024: { slidesPerView: 2 },
      1400: { slidesPerView: 3 },
    });
  });
});
