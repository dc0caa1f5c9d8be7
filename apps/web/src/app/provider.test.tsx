import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { UI_MESSAGES } from '@careers/shared';
import { handleUnauthorized, setApiNavigator } from '@/lib/api-client';
import { session } from '@/lib/session';
import { readDisplayCurrency } from '@/hooks/use-display-currency';
import { AppProvider } from './provider';

describe('the app providers', () => {
  it('show a toast raised while the toast container is still loading (PUB-17: it loads after the first render)', async () => {
    setApiNavigator(() => undefined);
    render(
      <AppProvider>
        <p>page</p>
      </AppProvider>,
    );
    // Raised at once: the container and the toast library arrive later and then show it.
    handleUnauthorized();
    expect(await screen.findByText(UI_MESSAGES.unauthorized)).toBeTruthy();
    expect(screen.getByText('page')).toBeTruthy();
  });
});

describe('a signed-in candidate’s pay currency (PUB-19)', () => {
  afterEach(() => {
    session.clear();
    vi.unstubAllGlobals();
  });

  it('follows the currency of their expected rate, and the browser’s again after sign-out', async () => {
    const fetchMock = vi.fn(
      async (_url: string) =>
        new Response(
          JSON.stringify({
            skills: [],
            expected_rate: { min: 4_050_000, currency: 'PHP', unit: 'day' },
            available_from: null,
            hours_per_week: null,
            notice_period_weeks: null,
            country_of_residence: 'PH',
            time_zone: 'Asia/Manila',
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    session.save('token', { first_name: 'Maria', last_name: 'Santos', role: 'candidate' });
    render(
      <AppProvider>
        <p>page</p>
      </AppProvider>,
    );
    await waitFor(() => expect(readDisplayCurrency()).toEqual({ currency: 'PHP', source: 'profile' }));
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/profile/terms');
    act(() => session.clear());
    await waitFor(() => expect(readDisplayCurrency().source).not.toBe('profile'));
  });

  it('is not read for a visitor', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(
      <AppProvider>
        <p>page</p>
      </AppProvider>,
    );
    expect(await screen.findByText('page')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
