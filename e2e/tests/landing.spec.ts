import { expect, test, type Page } from '@playwright/test';
import { CAROUSEL, LANDING_SECTIONS, PAGE_TEXTS, STORAGE_KEYS } from '@careers/shared';

const NAV: [label: string, path: keyof typeof LANDING_SECTIONS][] = [
  ['About Us', '/aboutus'],
  ['Why Us?', '/whyus'],
  ['Our Values', '/ourvalues'],
  ['Who are we?', '/whoarewe'],
  ['Careers', '/careers'],
  ['FAQs', '/faq'],
];

const sectionHeading = (page: Page, id: string) => page.locator(`#${id}`).getByRole('heading', { level: 2 }).first();

test.describe('the landing page', () => {
  test('every top-navigation link shows its section; again on the same page it scrolls back to it; the logo goes home', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, path] of NAV) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(sectionHeading(page, LANDING_SECTIONS[path])).toBeInViewport();
    }
    // PUB-3: a link to the page already showing scrolls to its section.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(sectionHeading(page, 'faq')).not.toBeInViewport();
    await nav.getByRole('link', { name: 'FAQs', exact: true }).click();
    await expect(sectionHeading(page, 'faq')).toBeInViewport();

    await page.getByRole('link', { name: 'Northwind Careers home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

    // The logo on '/' itself brings the visitor back to the top.
    await page.locator('#faq').scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
    await page.getByRole('link', { name: 'Northwind Careers home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

    // A ctrl-click on a section link is left to the browser (new tab), not hijacked.
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      nav.getByRole('link', { name: 'Careers', exact: true }).click({ modifiers: ['Control'] }),
    ]);
    await expect(popup).toHaveURL(/\/careers$/);
    await popup.close();
    await expect(page).toHaveURL(/\/$/);

    // A direct visit to a section path lands on its section; the hero's Explore Careers goes to careers.
    await page.goto('/whoarewe');
    await expect(sectionHeading(page, 'who-are-we')).toBeInViewport();
    await page.goto('/');
    await expect(page.getByText(PAGE_TEXTS.tagline)).toBeVisible();
    await page.getByRole('link', { name: PAGE_TEXTS.exploreCareers }).first().click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(sectionHeading(page, 'careers')).toBeInViewport();
  });

  test('a stored session shows the name (to /profile) and Logout, which clears it and goes to /login', async ({ page }) => {
    await page.goto('/');
    await page.evaluate((keys) => {
      localStorage.setItem(keys.accessToken, 'token');
      localStorage.setItem(keys.userDetails, JSON.stringify({ first_name: 'Priya', last_name: 'Natarajan' }));
    }, STORAGE_KEYS);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Priya Natarajan' })).toHaveAttribute('href', '/profile');
    await expect(page.getByRole('link', { name: 'Candidate Login' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.accessToken)).toBeNull();
  });

  test('the testimonial carousel shows 1, 2 and 3 slides at 375, 1024 and 1440 px and advances on its own', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.locator('#testimonials').scrollIntoViewIfNeeded();
    const carousel = page.locator('#testimonials .swiper');
    await expect(carousel).toHaveClass(/swiper-initialized/);
    await expect(carousel.locator('.swiper-slide')).toHaveCount(5);

    // Slides per view, as the visitor sees it: how many slide widths (plus the 20 px gap) fill the track.
    const slidesInView = () =>
      carousel.evaluate((el, gap) => {
        const track = el.getBoundingClientRect().width;
        const slide = el.querySelector('.swiper-slide')!.getBoundingClientRect().width;
        return Math.round((track + gap) / (slide + gap));
      }, CAROUSEL.spaceBetweenPx);
    for (const [width, expected] of [
      [375, 1],
      [1024, 2],
      [1440, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(slidesInView).toBe(expected);
    }

    const active = () => carousel.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index');
    const first = await active();
    await expect.poll(active, { timeout: CAROUSEL.autoplayDelayMs + 3000 }).not.toBe(first);

    // PUB-5: a visible control pauses it.
    await page.getByRole('button', { name: 'Pause testimonials' }).click();
    await expect(page.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
  });

  test('the carousel stays still for visitors who prefer reduced motion (PUB-5)', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('#testimonials').scrollIntoViewIfNeeded();
    await expect(page.locator('#testimonials .swiper')).toHaveClass(/swiper-initialized/);
    await expect(page.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
    await context.close();
  });

  test('FAQ: the first answer is open, one at a time, and clicking the open question closes it', async ({ page }) => {
    await page.goto('/faq');
    const faq = page.locator('#faq');
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(4);
    const answers = faq.getByRole('region');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(answers).toHaveCount(1);

    await questions.nth(2).click();
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(answers).toHaveCount(1);

    await questions.nth(2).press('Enter');
    await expect(faq.getByRole('button', { expanded: true })).toHaveCount(0);
    await expect(answers).toHaveCount(0);
  });

  test('the toast library and its styles stay out of what the landing loads before its first render (PUB-17)', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const initial = [
      ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].flatMap((m) => (m[1] ? [m[1]] : [])),
      ...[...html.matchAll(/<link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g)].flatMap((m) => (m[1] ? [m[1]] : [])),
    ];
    expect(initial.length).toBeGreaterThan(1);
    const withToasts: string[] = [];
    for (const url of initial) if ((await (await request.get(url)).text()).includes('Toastify')) withToasts.push(url);
    expect(withToasts).toEqual([]);
    // It still arrives once the page is up (the toast container mounts after the first render).
    await page.goto('/');
    await expect(page.locator('.Toastify')).toBeAttached();
  });

  test("keeps the recruiter workspace's libraries out of the landing route's initial JS (REC-16, docs/decisions/031)", async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const initial = [
      ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].flatMap((m) => (m[1] ? [m[1]] : [])),
      ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].flatMap((m) => (m[1] ? [m[1]] : [])),
    ];
    expect(initial.length).toBeGreaterThan(1);
    // Names that minification keeps: method and property names, attribute names, message texts.
    const MARKS = {
      'TanStack Virtual': 'getVirtualItems',
      'TanStack Table': 'getHeaderGroups',
      cmdk: 'cmdk-item',
      'pdf.js': 'GlobalWorkerOptions.workerSrc',
      "dnd-kit's KeyboardSensor": 'referenceCoordinates',
    };
    const found: string[] = [];
    for (const url of initial) {
      const code = await (await request.get(url)).text();
      for (const [library, mark] of Object.entries(MARKS)) if (code.includes(mark)) found.push(`${library} in ${url}`);
    }
    expect(found).toEqual([]);
  });
});
