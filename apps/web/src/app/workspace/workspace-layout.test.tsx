import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteRole } from '@careers/shared';
import { session } from '@/lib/session';
import { AppProvider } from '../provider';
import { WorkspaceLayout } from './workspace-layout';

afterEach(() => vi.unstubAllGlobals());

const signIn = (role: RouteRole) => session.save('token', { first_name: 'Asha', last_name: 'Rao', role });

function renderAt(url: string) {
  const fetch = vi.fn(async () => Response.json({ message: 'ok' }));
  vi.stubGlobal('fetch', fetch);
  const router = createMemoryRouter(
    [
      {
        element: <WorkspaceLayout />,
        children: [
          { path: '/recruiter', element: <h1>Dashboard</h1> },
          { path: '/recruiter/jobs', element: <h1>Jobs</h1> },
          { path: '/recruiter/candidates/:id', element: <h1>A candidate</h1> },
          { path: '/recruiter/settings', element: <h1>Settings</h1> },
        ],
      },
      { path: '/login', element: <h1>Log in</h1> },
    ],
    { initialEntries: [url] },
  );
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, fetch };
}

/** The desktop rail (the first navigation; the drawer's is inside its dialog). */
const rail = () => screen.getAllByRole('navigation', { name: 'Workspace' })[0];
const placesIn = (nav: HTMLElement | undefined) =>
  nav
    ? within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent)
    : [];

describe('the workspace frame (REC-16)', () => {
  it('shows a recruiter the daily places and their settings, and the member with their role', () => {
    signIn('recruiter');
    renderAt('/recruiter');
    expect(placesIn(rail())).toEqual(['Dashboard', 'Jobs', 'Candidates', 'Reports', 'Settings']);
    expect(screen.getAllByText('Asha Rao').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Recruiter').length).toBeGreaterThan(0);
    expect(
      within(rail() ?? document.body)
        .getByRole('link', { name: 'Dashboard' })
        .getAttribute('aria-current'),
    ).toBe('page');
    // A skip link first, to the page's main region.
    expect(screen.getAllByRole('link')[0]?.textContent).toBe('Skip to content');
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('adds Team, Exchange rates, Rejection messages, Access log and System for an admin (REC-8, REC-25, REC-29, REC-9, REC-15)', () => {
    signIn('admin');
    renderAt('/recruiter/jobs');
    expect(placesIn(rail())).toEqual([
      'Dashboard',
      'Jobs',
      'Candidates',
      'Reports',
      'Team',
      'Settings',
      'Exchange rates',
      'Rejection messages',
      'Access log',
      'System',
    ]);
    expect(screen.getAllByText('Admin').length).toBeGreaterThan(0);
    expect(
      within(rail() ?? document.body)
        .getByRole('link', { name: 'Jobs' })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(
      within(rail() ?? document.body)
        .getByRole('link', { name: 'Dashboard' })
        .hasAttribute('aria-current'),
    ).toBe(false);
  });

  it('marks Candidates as current on a found candidate', () => {
    signIn('recruiter');
    renderAt('/recruiter/candidates/7');
    expect(
      within(rail() ?? document.body)
        .getByRole('link', { name: 'Candidates' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('opens the navigation as a drawer on a narrow screen; a place closes it, and so does Escape', async () => {
    const user = userEvent.setup();
    signIn('recruiter');
    const { router } = renderAt('/recruiter');
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = screen.getByRole('dialog', { name: 'Navigation' });
    expect(screen.getByRole('button', { name: 'Open navigation' }).getAttribute('aria-expanded')).toBe('true');
    expect(placesIn(within(drawer).getByRole('navigation', { name: 'Workspace' }))).toEqual([
      'Dashboard',
      'Jobs',
      'Candidates',
      'Reports',
      'Settings',
    ]);
    await user.click(within(drawer).getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruiter/settings'));
    expect(screen.queryByRole('dialog', { name: 'Navigation' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(screen.getByRole('dialog', { name: 'Navigation' })).toBeTruthy();
    await user.click(within(screen.getByRole('dialog', { name: 'Navigation' })).getByRole('button', { name: 'Close navigation' }));
    expect(screen.queryByRole('dialog', { name: 'Navigation' })).toBeNull();
  });

  it('signs out: the server ends the session, the browser forgets it, and the login page shows (ACC-16)', async () => {
    const user = userEvent.setup();
    signIn('recruiter');
    const { router, fetch } = renderAt('/recruiter');
    await user.click(within(screen.getAllByRole('complementary')[0] ?? document.body).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fetch).toHaveBeenCalledWith(expect.stringContaining('/api/logout'), expect.objectContaining({ method: 'POST' }));
    expect(session.isSignedIn()).toBe(false);
  });
});
