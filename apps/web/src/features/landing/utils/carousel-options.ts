import type { SwiperOptions } from 'swiper/types';
import { CAROUSEL } from '@careers/shared';

/**
 * PUB-5's carousel settings as Swiper options: loop, autoplay every 3000 ms at 3000 ms speed,
 * 20 px gap, 1 slide below 1024 px, 2 from 1024 px, 3 from 1400 px. It never pauses on hover or
 * interaction; Swiper's autoplay pauses by itself while the tab is hidden and resumes when visible.
 * (Pausing for reduced motion and the pause button, PUB-5, are the component's job.)
 */
export function testimonialSwiperOptions(): SwiperOptions {
  const breakpoints: NonNullable<SwiperOptions['breakpoints']> = {};
  for (const [width, slidesPerView] of Object.entries(CAROUSEL.breakpoints)) breakpoints[width] = { slidesPerView };
  return {
    loop: true,
    speed: CAROUSEL.speedMs,
    spaceBetween: CAROUSEL.spaceBetweenPx,
    slidesPerView: 1,
    breakpoints,
    autoplay: {
      delay: CAROUSEL.autoplayDelayMs,
      disableOnInteraction: false,
      pauseOnMouseEnter: false,
    },
  };
}
