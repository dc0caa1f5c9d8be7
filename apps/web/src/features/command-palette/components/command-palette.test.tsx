import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router';
import { PALETTE_MESSAGES as P, type WorkspaceSearchResponse } from '@careers/shared';
import { createQueryClient } from '@/lib/query-client';
import { usePaletteHotkey } from '../hooks/use-palette-hotkey';
import { CommandPalette } from './command-palette';

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

const PAGES = [
  { label: 'Dashboard', to: '/recruiter' },
  { label: 'Access log', to: '/recruiter/audit', keywords: ['audit'] },
];

const ANSWER: WorkspaceSearchResponse = {
  jobs: [{ id: 7, title: 'Intune Engineer', status: 'open' }],
  applicants: [
    { applicationId: 41, candidateId: 12, jobId: 7, jobTitle: 'Intune Engineer', name: 'Priya Sharma', status: 'interview', demo: false },
  ],
  candidates: [{ id: 12, name: 'Priya Nair', title: 'Azure Architect', demo: true }],
};

/** The API as a fake fetch: the search's answer, and each `q` asked for. */
function serve(answer: WorkspaceSearchResponse = ANSWER) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(new URL(url, 'http://localhost').searchParams.get('q') ?? '');
      return new Response(JSON.stringify(answer));
    }),
  );
  return asked;
}

/** A workspace frame as the shell's slot is: a button and the hotkey open the palette. */
function Frame() {
  const [open, setOpen] = useState(false);
  usePaletteHotkey(() => setOpen(true));
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {P.open}
      </button>
      <input aria-label="Notes" />
      <p data-testid="where">{`${location.pathname}${location.hash}`}</p>
      <CommandPalette open={open} onClose={() => setOpen(false)} pages={PAGES} onGo={(to) => void navigate(to)} />
    </>
  );
}

function renderFrame() {
  const router = createMemoryRouter([{ path: '*', element: <Frame /> }], { initialEntries: ['/recruiter'] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The options' texts (the ↵ beside the chosen one is for the eye only). */
const options = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('option')
    .map((o) => (o.textContent ?? '').replace('↵', ''));
const palette = () => screen.queryByRole('dialog', { name: P.title });
const where = () => screen.getByTestId('where').textContent;

describe('the command palette (REC-20)', () => {
  it('opens with Ctrl-K, ⌘K and "/" outside a field, with the pages listed before anything is typed', async () => {
    serve();
    renderFrame();
    expect(palette()).toBeNull();
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: P.title });
    expect(within(dialog).getByRole('combobox')).toBe(document.activeElement);
    expect(options(dialog)).toEqual(['Dashboard', 'Access log']);
    expect(within(dialog).getByRole('status').textContent).toBe(P.typeMore);

    await userEvent.keyboard('{Escape}');
    expect(palette()).toBeNull();
    await userEvent.keyboard('{Meta>}k{/Meta}');
    expect(await screen.findByRole('dialog', { name: P.title })).toBeTruthy();
    await userEvent.keyboard('{Escape}');

    // "/" in a field is text; outside one it opens the palette.
    await userEvent.click(screen.getByLabelText('Notes'));
    await userEvent.keyboard('/');
    expect(palette()).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Notes').value).toBe('/');
    screen.getByRole('button', { name: P.open }).focus();
    await userEvent.keyboard('/');
    expect(await screen.findByRole('dialog', { name: P.title })).toBeTruthy();
  });

  it('searches once typing pauses, shows jobs, applicants with job and step, and candidates; Enter opens the chosen one', async () => {
    const asked = serve();
    renderFrame();
    await userEvent.click(screen.getByRole('button', { name: P.open }));
    await userEvent.keyboard('priya');
    const dialog = await screen.findByRole('dialog', { name: P.title });
    await within(dialog).findByText('Priya Sharma');
    // Sent once typing pauses (not one a letter: on a busy machine a pause may fall inside the word), never for one letter.
    expect(asked.at(-1)).toBe('priya');
    expect(asked.length).toBeLessThan(4);
    expect(asked.every((q) => q.length >= 2)).toBe(true);
    expect(options(dialog)).toEqual([
      'Intune Engineer',
      `Priya Sharma${P.applicantOf('Intune Engineer', 'Interview')}`,
      `Priya NairAzure Architect${P.demo}`,
    ]);
    // Pages that do not match are gone; the first result is chosen; arrows move.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(palette()).toBeNull();
    expect(where()).toBe('/recruiter/jobs/7#applicant-41');

    await userEvent.click(screen.getByRole('button', { name: P.open }));
    await userEvent.keyboard('priya');
    await screen.findByText('Priya Nair');
    await userEvent.click(screen.getByText('Priya Nair'));
    expect(where()).toBe('/recruiter/candidates/12');
  });

  it('filters the pages as one types, without asking the server for one letter', async () => {
    const asked = serve({ jobs: [], applicants: [], candidates: [] });
    renderFrame();
    await userEvent.click(screen.getByRole('button', { name: P.open }));
    await userEvent.keyboard('a');
    const dialog = await screen.findByRole('dialog', { name: P.title });
    expect(options(dialog)).toEqual(['Dashboard', 'Access log']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).toEqual([]);
    await userEvent.keyboard('udit');
    expect(options(dialog)).toEqual(['Access log']);
    await userEvent.keyboard('{Enter}');
    expect(where()).toBe('/recruiter/audit');
  });

  it('says when nothing is found', async () => {
    serve({ jobs: [], applicants: [], candidates: [] });
    renderFrame();
    await userEvent.click(screen.getByRole('button', { name: P.open }));
    await userEvent.keyboard('zzqx');
    const dialog = await screen.findByRole('dialog', { name: P.title });
    await vi.waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe(P.noResults));
    expect(options(dialog)).toEqual([]);
  });

  it('Escape closes it and gives focus back to what opened it; the next opening starts empty', async () => {
    serve();
    renderFrame();
    const button = screen.getByRole('button', { name: P.open });
    await userEvent.click(button);
    await userEvent.keyboard('intune');
    await screen.findByText('Intune Engineer');
    await userEvent.keyboard('{Escape}');
    expect(palette()).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(where()).toBe('/recruiter');
    await userEvent.click(button);
    expect(within(await screen.findByRole('dialog', { name: P.title })).getByRole<HTMLInputElement>('combobox').value).toBe('');
  });
});
