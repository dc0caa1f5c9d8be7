import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LANDING_TEXTS, PAGE_TEXTS } from '@careers/shared';
import { LandingPage } from './landing';

afterEach(() => vi.unstubAllGlobals());

function renderLanding() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ job_openings: [], total: 0, page: 1, pageSize: 5 }))),
  );
  Element.prototype.scrollIntoView = vi.fn();
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  const router = createMemoryRouter([{ path: '/', element: <LandingPage /> }]);
  // No QueryClientProvider: the landing route renders without React Query (PUB-17).
  render(<RouterProvider router={router} />);
}

describe('landing page (PUB-4)', () => {
  it('shows the sections in PUB-4 order with PUB-3 anchors', () => {
    renderLanding();
    const ids = [...document.querySelectorAll('main section[id], section[id]')].map((s) => s.id);
    expect(ids).toEqual(['about-us', 'why-us', 'our-values', 'testimonials', 'careers', 'who-are-we', 'faq']);
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByText(PAGE_TEXTS.tagline)).toBeTruthy();
    const hero = screen.getByRole('region', { name: /Remote Microsoft Cloud/ });
    expect(within(hero).getByRole('link', { name: PAGE_TEXTS.exploreCareers }).getAttribute('href')).toBe('/careers');
    expect(screen.getByRole('img', { name: /Who are we|map/i })).toBeTruthy();
  });

  it('lists PUB-4 services, benefits and values, and five five-star testimonials with PUB-5 titles', () => {
    renderLanding();
    const about = screen.getByRole('region', { name: PAGE_TEXTS.aboutUs });
    for (const title of LANDING_TEXTS.services) expect(within(about).getByRole('heading', { name: title })).toBeTruthy();
    const why = screen.getByRole('region', { name: PAGE_TEXTS.whyFreelancersChoose });
    for (const benefit of LANDING_TEXTS.benefits) expect(within(why).getByText(benefit)).toBeTruthy();
    const values = screen.getByRole('region', { name: PAGE_TEXTS.ourValues });
    for (const value of LANDING_TEXTS.values) expect(within(values).getByRole('heading', { name: value })).toBeTruthy();
    const testimonials = screen.getByRole('region', { name: PAGE_TEXTS.testimonialsHeading });
    expect(within(testimonials).getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(5);
    expect(
      within(testimonials)
        .getAllByRole('figure')
        .map((f) => f.querySelector('figcaption span span:last-child')?.textContent),
    ).toEqual([...LANDING_TEXTS.testimonialTitles]);
  });
});
