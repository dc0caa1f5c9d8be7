import { PAGE_TEXTS } from '@careers/shared';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { SectionLink } from '@/components/layouts/section-link';
import { paths } from '@/config/paths';
import { hero } from '../utils/content';

/** PUB-4: headline, the tagline and Explore Careers (to the careers section). */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-brand-950 text-white">
      {/* Soft light behind the headline; decorative. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_15%_-10%,var(--color-brand-700),transparent_70%),radial-gradient(40rem_24rem_at_100%_110%,var(--color-accent-700),transparent_70%)] opacity-70"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,1fr)_28rem] lg:px-8 lg:py-24 xl:grid-cols-[minmax(0,1fr)_32rem]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-300">{hero.eyebrow}</p>
          <h1 id="hero-title" className="mt-3 text-4xl leading-[1.1] font-extrabold tracking-tight text-balance sm:text-5xl xl:text-6xl">
            {hero.headline}
          </h1>
          <p className="mt-5 text-2xl font-semibold text-accent-300 sm:text-3xl">{hero.tagline}</p>
          <p className="mt-5 max-w-2xl text-lg text-brand-100">{hero.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <SectionLink to={paths.careers} className={buttonClasses({ size: 'lg', variant: 'accent' })}>
              {PAGE_TEXTS.exploreCareers}
              <Icon icon={icons.arrowRight} className="h-5 w-5" />
            </SectionLink>
            <SectionLink to={paths.whyUs} className={buttonClasses({ size: 'lg', variant: 'onDark' })}>
              {hero.secondaryCta}
            </SectionLink>
          </div>
          <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-3 text-sm font-medium text-brand-100">
            {hero.highlights.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <Icon icon={icons.check} className="h-5 w-5 text-accent-300" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <img
          src="/illustrations/hero.svg"
          alt={hero.illustrationAlt}
          width="520"
          height="440"
          className="hidden h-auto w-full lg:block"
          fetchPriority="low"
          decoding="async"
        />
      </div>
    </section>
  );
}
