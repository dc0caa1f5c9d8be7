import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PALETTE_MESSAGES as P, WORKSPACE_MESSAGES as W, type RouteRole } from '@careers/shared';
import { session } from '@/lib/session';
import { AppProvider } from '../provider';
import { WorkspaceLayout } from './workspace-layout';

beforeAll(() => {
  // jsdom lays nothing out: cmdk scrolls the chosen item into view and measures its list.
  Element.prototype.scrollIntoView = () => {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => vi.unstubAllGlobals());

function renderFrame(role: RouteRole) {
  session.save('token', { first_name: 'Asha', last_name: 'Rao', role });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ jobs: [], applicants: [], candidates: [] })),
  );
  const router = createMemoryRouter([{ element: <WorkspaceLayout />, children: [{ path: '/recruiter/*', element: <h1>A page</h1> }] }], {
    initialEntries: ['/recruiter/jobs'],
  });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const options = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('option')
    .map((o) => (o.textContent ?? '').replace('↵', ''));

describe('the command palette in the workspace frame (REC-20)', () => {
  it('loads on the rail’s search button, lists the member’s places, goes to one, and gives focus back on Escape', async () => {
    const router = renderFrame('recruiter');
    expect(screen.queryByRole('dialog', { name: P.title })).toBeNull();
    const button = screen.getAllByRole('button', { name: new RegExp(W.search) })[0]!;
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: P.title });
    expect(options(dialog)).toEqual(['Dashboard', 'Jobs', 'Candidates', 'Reports', 'Settings']);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: P.title })).toBeNull();
    expect(document.activeElement).toBe(button);

    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.keyboard('talent pool{Enter}');
    expect(router.state.location.pathname).toBe('/recruiter/talent');
  });

  it('opens on "/" outside a field, and offers an admin the admins’ places', async () => {
    renderFrame('admin');
    await userEvent.keyboard('/');
    const dialog = await screen.findByRole('dialog', { name: P.title });
    expect(options(dialog)).toEqual([
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
    await userEvent.keyboard('audit');
    expect(options(dialog)).toEqual(['Access log']);
  });
});
