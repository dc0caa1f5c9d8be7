import { afterEach, describe, expect, it, vi } from 'vitest';
import { isValidElement } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { CLIENT_ROUTES, type RouteAccess, type RouteRole } from '@careers/shared';
import { session } from '@/lib/session';
import { AppProvider } from './provider';
import { GuestOnly, RequireRole } from './guards';
import { routes } from './router';

afterEach(() => vi.unstubAllGlobals());

/** The access level a layout route's guard element gives its children (undefined: no guard). */
function guardOf(route: RouteObject): RouteAccess | undefined {
  const element = route.element;
  if (isValidElement<{ role: RouteRole }>(element) && element.type === RequireRole) return element.props.role;
  if (isValidElement(element) && element.type === GuestOnly) return 'guest';
  return undefined;
}

/** Every route with a path, and the guard it sits under. */
function pagesOf(list: RouteObject[], access: RouteAccess = 'public'): { path: string; access: RouteAccess }[] {
  return list.flatMap((route) => [
    ...(route.path ? [{ path: route.path, access }] : []),
    ...pagesOf(route.children ?? [], guardOf(route) ?? access),
  ]);
}

function renderAt(url: string, state?: unknown) {
  // Pages may ask the API for data: the request stays open, the tests only watch where the router goes.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
  const { pathname, search, hash } = new URL(url, 'http://careers.test');
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname, search, hash, state }] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const signIn = (role: RouteRole) => session.save('token', { first_name: 'Asha', last_name: 'Rao', role });
/** Waits until the router shows `url` (a page's code may take a while to arrive on a busy machine). */
const at = async (router: ReturnType<typeof renderAt>, url: string) =>
  waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(url), { timeout: 10_000 });

/** Every route of the tree, depth first. */
const allRoutes = (list: RouteObject[]): RouteObject[] => list.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);

describe('the router (the shared route table, PUB-1)', () => {
  it('gives every lazily loaded route a HydrateFallback (React Router warns on a direct visit without one)', () => {
    const lazy = allRoutes(routes).filter((route) => route.lazy !== undefined);
    expect(lazy.length).toBeGreaterThan(20);
    expect(lazy.filter((route) => route.HydrateFallback === undefined).map((route) => route.path ?? '(layout)')).toEqual([]);
  });

  it.each(['/signup', '/login', '/privacy'])('shows %s after its code arrives, with no HydrateFallback warning', async (url) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = renderAt(url);
    await at(router, url);
    await waitFor(() => expect(screen.getAllByRole('heading').length).toBeGreaterThan(0), { timeout: 10_000 });
    expect(warn.mock.calls.flat().filter((m) => String(m).includes('HydrateFallback'))).toEqual([]);
    warn.mockRestore();
  });
  it('has exactly the pages of the table, each under the guard layout of its access level, and a not-found page', () => {
    const expected = Object.values(CLIENT_ROUTES).map(({ pattern, access }) => ({ path: pattern, access }));
    expect(pagesOf(routes).filter((page) => page.path !== '*')).toEqual(expect.arrayContaining(expected));
    expect(pagesOf(routes)).toHaveLength(expected.length + 1);
    expect(pagesOf(routes)).toContainEqual({ path: '*', access: 'public' });
  });

  // The offer e-mail's link (APP-14) opens the application's card by its fragment, after the login too.
  it.each(['/profile', '/apply?job=5', '/profile?tab=applied#offer-7', '/recruiter', '/recruiter/jobs/5/edit'])(
    'sends anonymous visitors of %s to the login page, remembering where they were going (ACC-13)',
    async (url) => {
      const router = renderAt(url);
      await at(router, '/login');
      expect(router.state.location.state).toEqual({ from: url });
      expect(await screen.findByRole('heading', { name: 'Log in' }, { timeout: 10_000 })).toBeTruthy();
    },
    20_000,
  );

  it.each([
    ['candidate', '/recruiter', '/profile'],
    ['candidate', '/recruiter/jobs/new', '/profile'],
    ['candidate', '/recruiter/jobs/1001', '/profile'],
    ['candidate', '/recruiter/jobs/1001/edit', '/profile'],
    ['recruiter', '/profile', '/recruiter'],
    ['recruiter', '/apply?job=5', '/recruiter'],
    // REC-8: the team page is for admins; a recruiter who is not one goes to the recruiter home.
    ['recruiter', '/recruiter/team', '/recruiter'],
    ['candidate', '/recruiter/team', '/profile'],
    ['admin', '/profile', '/recruiter'],
  ] as const)(
    'sends a signed-in %s from %s to their own home, %s (REC-2)',
    async (role, url, home) => {
      signIn(role);
      await at(renderAt(url), home);
    },
    20_000,
  );

  it('lets each role open its own pages', { timeout: 20_000 }, async () => {
    signIn('candidate');
    await at(renderAt('/profile?tab=saved'), '/profile?tab=saved');
    signIn('recruiter');
    await at(renderAt('/recruiter/jobs/new'), '/recruiter/jobs/new');
    // REC-8: an admin is a recruiter who also manages the team.
    signIn('admin');
    await at(renderAt('/recruiter/jobs/new'), '/recruiter/jobs/new');
    await at(renderAt('/recruiter/team'), '/recruiter/team');
    expect(await screen.findByRole('heading', { name: 'Team' }, { timeout: 10_000 })).toBeTruthy();
  });

  it(
    'sends a signed-in user away from the login page: back where they came from (same site only), else home (ACC-8)',
    { timeout: 20_000 },
    async () => {
      signIn('candidate');
      await at(renderAt('/login'), '/profile');
      await at(renderAt('/login', { from: '/apply?job=3' }), '/apply?job=3');
      await at(renderAt('/login', { from: '//evil.example/x' }), '/profile');
      signIn('recruiter');
      await at(renderAt('/login'), '/recruiter');
    },
  );

  it('puts every recruiter and admin page, and only those, in the one lazily loaded workspace frame (REC-16)', () => {
    /** The routes with a lazily loaded layout (an element-less route with children), and the pages under each. */
    const frames = (list: RouteObject[]): RouteObject[] =>
      list.flatMap((route) => [...(route.lazy && route.children ? [route] : []), ...frames(route.children ?? [])]);
    const [frame, ...others] = frames(routes);
    expect(others).toEqual([]);
    const inFrame = pagesOf(frame?.children ?? [], 'recruiter').map((page) => page.path);
    const teamPages = Object.values(CLIENT_ROUTES)
      .filter((route) => route.access === 'recruiter' || route.access === 'admin')
      .map((route) => route.pattern);
    expect(inFrame.toSorted()).toEqual(teamPages.toSorted());
  });

  it('shows a recruiter the workspace at /recruiter: the Dashboard, its navigation, no site footer', { timeout: 20_000 }, async () => {
    signIn('recruiter');
    await at(renderAt('/recruiter'), '/recruiter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Workspace' })).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Candidate Login' })).toBeNull();
  });

  it('keeps the other account pages open to signed-in users', { timeout: 20_000 }, async () => {
    signIn('candidate');
    await at(renderAt('/signup'), '/signup');
    expect(await screen.findByRole('heading', { name: 'Sign up' }, { timeout: 10_000 })).toBeTruthy();
  });
});
