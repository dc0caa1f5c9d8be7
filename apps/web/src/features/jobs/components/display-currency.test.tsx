import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Job, PublicExchangeRates } from '@careers/shared';
import { JobCard } from './job-card';
import { ShowPayInSlot } from './display-currency-slots';

afterEach(() => vi.unstubAllGlobals());

const RATES: PublicExchangeRates = {
  as_of: '2025-10-01',
  rates: { PHP: '67.5', INR: '103.5', VND: '30800', CHF: '0.935' },
  dates: { PHP: '2025-10-01', INR: '2025-10-01', VND: '2025-10-01', CHF: '2025-10-01' },
  reviewed: false,
};

const job: Job = {
  job_id: 7,
  job_title: 'Intune Engineer',
  is_remote: true,
  job_type: 'Freelance',
  department: 'Modern Workplace',
  job_description: '<p>Roll out Intune for a Swiss insurer.</p>',
  category: 'Microsoft Cloud',
  location: 'Remote',
  status: 'open',
  posted_date: '2026-06-01',
  closing_date: null,
  pay: { min: 60_000, max: 75_000, currency: 'EUR', unit: 'day' },
  start_date: null,
  duration_months: null,
  hours_per_week: null,
  remote_countries: ['PH'],
  cet_overlap_hours: null,
  skills_required: [],
  skills_nice: [],
};

/** The API as a fake fetch: the rates, counting the requests. */
function serveRates() {
  const fetch = vi.fn(async () => new Response(JSON.stringify(RATES)));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderCards() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <ShowPayInSlot />
          <JobCard job={job} />
          <JobCard
            job={{ ...job, job_id: 8, job_title: 'Entra Architect', pay: { min: 100_000, max: 100_000, currency: 'CHF', unit: 'day' } }}
          />
        </>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('pay in the visitor’s currency (PUB-19)', () => {
  it('shows nothing more until the visitor chooses a currency, then the range in it with the rates’ day', async () => {
    const fetch = serveRates();
    renderCards();
    const select = await screen.findByRole('combobox', { name: 'Show pay in' });
    expect(screen.queryByTestId('approximate-pay')).toBeNull();

    await userEvent.selectOptions(select, 'PHP');
    const [first, second] = await screen.findAllByTestId('approximate-pay');
    expect(first?.textContent).toBe('≈ approximately ₱40,500–50,625 / day · at the rates of 01-10-2025');
    // CHF 1,000 → €1,069.52… → ₱72,193.
    expect(within(second!).getByText('₱72,193 / day')).toBeTruthy();
    // One read of the rates for the selector and every card.
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('careers.display-currency')).toBe('PHP');

    await userEvent.selectOptions(select, "Job's own currency");
    expect(screen.queryByTestId('approximate-pay')).toBeNull();
  });

  it('offers the currencies the site has a rate for, the euro always', async () => {
    serveRates();
    renderCards();
    const select = await screen.findByRole('combobox', { name: 'Show pay in' });
    await vi.waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(6));
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      "Job's own currency",
      'INR · Indian rupee',
      'PHP · Philippine peso',
      'VND · Vietnamese dong',
      'EUR · Euro',
      'CHF · Swiss franc',
    ]);
  });

  it('shows no approximation for a job already in the chosen currency', async () => {
    serveRates();
    localStorage.setItem('careers.display-currency', 'EUR');
    renderCards();
    await screen.findByRole('combobox', { name: 'Show pay in' });
    const amounts = await screen.findAllByTestId('approximate-pay');
    expect(amounts).toHaveLength(1);
    expect(amounts[0]?.textContent).toContain('€1,070 / day');
  });
});
