import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALENDAR_FEED_MESSAGES as F } from '@careers/shared';
import { renderWithApp } from '@/test/render';
import { CalendarFeedSection } from './calendar-feed-section';

afterEach(() => vi.unstubAllGlobals());

const URL_SHOWN = 'webcal://careers.test/calendar/Xq3vN8kLr2TzW5yHc7JmPb4GdFs9AeU1oRi6KtYwVn0.ics';

describe('the calendar feed on the settings page (REC-32)', () => {
  it('makes an address, shows it once with a copy button, and turns the feed off', async () => {
    const calls: string[] = [];
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        calls.push(method);
        if (method === 'POST')
          return new Response(
            JSON.stringify({ message: F.created, feed: { createdAt: '2026-06-10T10:00:00.000Z', lastReadAt: null }, url: URL_SHOWN }),
            { status: 201 },
          );
        if (method === 'DELETE') return new Response(JSON.stringify({ message: F.revoked, feed: null }));
        return new Response(JSON.stringify({ feed: null }));
      }),
    );
    renderWithApp(<CalendarFeedSection />);
    expect(await screen.findByText(F.none)).toBeTruthy();
    expect(screen.getByRole('heading', { name: F.legend })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: F.create }));
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: F.urlLabel });
    expect(field.value).toBe(URL_SHOWN);
    expect(field.readOnly).toBe(true);
    expect(screen.getByText(F.shownOnce)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: F.copy }));
    expect(writeText).toHaveBeenCalledWith(URL_SHOWN);
    expect((await screen.findByRole('status')).textContent).toBe(F.copied);
    expect(screen.getByText(/Your feed is on\. Its address was made on 10-06-2026\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: F.revoke }));
    expect(await screen.findByText(F.none)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: F.urlLabel })).toBeNull();
    expect(calls).toEqual(['GET', 'POST', 'DELETE']);
  });
});
