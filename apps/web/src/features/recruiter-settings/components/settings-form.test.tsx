import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RECRUITER_SETTINGS_MESSAGES as S, TIME_ZONE_SETTING_MESSAGES as Z } from '@careers/shared';
import { renderWithApp } from '@/test/render';
import { RecruiterSettingsForm } from './settings-form';

afterEach(() => vi.unstubAllGlobals());

describe('recruiter settings (REC-13)', () => {
  it('shows the saved choice, sends the new one and says it is saved', async () => {
    const calls: { method: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
        calls.push({ method, body });
        return method === 'PUT'
          ? new Response(
              JSON.stringify({ message: S.saved, settings: { applicationMails: 'daily', timeZone: 'Europe/Zurich', weeklySummary: true } }),
            )
          : new Response(JSON.stringify({ settings: { applicationMails: 'each', timeZone: null, weeklySummary: false } }));
      }),
    );
    renderWithApp(<RecruiterSettingsForm />);
    const each = await screen.findByRole<HTMLInputElement>('radio', { name: S.each });
    expect(each.checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: S.daily }));
    // REC-32: the member's own zone for their interview reminders; not set at first.
    const zone = screen.getByRole<HTMLSelectElement>('combobox', { name: Z.label });
    expect(zone.value).toBe('');
    await userEvent.selectOptions(zone, 'Europe/Zurich');
    // REC-41: the weekly summary is off until chosen; its hint names the time and the zone it follows.
    const weekly = screen.getByRole<HTMLInputElement>('checkbox', { name: S.weeklySummary });
    expect(weekly.checked).toBe(false);
    expect(weekly.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(weekly.getAttribute('aria-describedby')!)?.textContent).toBe(S.weeklySummaryHint);
    await userEvent.click(weekly);
    await userEvent.click(screen.getByRole('button', { name: S.save }));
    expect(await screen.findByText(S.saved)).toBeTruthy();
    expect(calls.at(-1)).toEqual({ method: 'PUT', body: { applicationMails: 'daily', timeZone: 'Europe/Zurich', weeklySummary: true } });
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: S.weeklySummary }).checked).toBe(true);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: Z.label }).value).toBe('Europe/Zurich');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: S.daily }).checked).toBe(true);
    // REC-29: the choice is about new applications; the page says a candidate's reply always comes at once.
    expect(screen.getByText(S.repliesNote)).toBeTruthy();
  });
});
