import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOB_ALERT_MESSAGES as M, JOB_ALERT_TEXTS as T, PAGE_TEXTS, STORAGE_KEYS, type JobAlert } from '@careers/shared';
import { renderWithApp } from '@/test/render';
import { JobAlertButton } from './job-alert-button';
import { JobAlertLinkPage } from './job-alert-link-page';
import { JobAlertsTab } from './job-alerts-tab';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A tiny API: records each call with its body and answers as the server would. */
function fakeApi(alerts: JobAlert[] = []) {
  let list = [...alerts];
  const calls: { method: string; url: string; body: unknown; auth: boolean }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const headers = new Headers(init?.headers);
      calls.push({
        method,
        url,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        auth: headers.has('authorization'),
      });
      if (method === 'POST') {
        const auth = headers.has('authorization');
        return new Response(JSON.stringify({ message: auth ? M.created : M.checkInbox }), { status: auth ? 200 : 202 });
      }
      if (method === 'DELETE') {
        const id = Number(url.split('/').pop());
        list = list.filter((a) => a.id !== id);
        return new Response(JSON.stringify({ message: M.deleted }), { status: 200 });
      }
      return new Response(JSON.stringify({ job_alerts: list }), { status: 200 });
    }),
  );
  return calls;
}

const alert = (id: number, q: string): JobAlert => ({
  id,
  q,
  department: null,
  location: 'Pune',
  category: null,
  type: null,
  minPay: null,
  workFrom: null,
  skills: [],
  frequency: 'weekly',
  created_at: '2026-06-10T10:00:00.000Z',
});

describe('Get these jobs by e-mail (ALR-1, ALR-2)', () => {
  it('saves the current filters for an anonymous visitor with their address, and says to check the inbox', async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    renderWithApp(<JobAlertButton filters={{ q: 'Azure', category: 'Security' }} />);
    await user.click(screen.getByRole('button', { name: T.getByEmail }));
    await user.type(await screen.findByLabelText(T.email), 'priya@example.in');
    await user.selectOptions(screen.getByLabelText(T.frequency), 'instant');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(M.checkInbox)).toBeTruthy();
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/job-alerts',
        body: { q: 'Azure', category: 'Security', frequency: 'instant', email: 'priya@example.in' },
        auth: false,
      },
    ]);
  });

  it('asks a signed-in candidate for no address', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'a.b.c');
    localStorage.setItem(STORAGE_KEYS.userDetails, JSON.stringify({ first_name: 'Priya', last_name: 'Sharma', role: 'candidate' }));
    const calls = fakeApi();
    const user = userEvent.setup();
    renderWithApp(<JobAlertButton filters={{ location: 'Pune' }} />);
    await user.click(screen.getByRole('button', { name: T.getByEmail }));
    await user.click(await screen.findByRole('button', { name: T.save }));
    expect(await screen.findByText(M.created)).toBeTruthy();
    expect(screen.queryByLabelText(T.email)).toBeNull();
    expect(calls[0]).toMatchObject({ body: { location: 'Pune', frequency: 'daily' }, auth: true });
  });

  it('saves a signed-in recruiter’s alert like a visitor’s, with an address and without their token (ALR-1)', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'a.b.c');
    localStorage.setItem(STORAGE_KEYS.userDetails, JSON.stringify({ first_name: 'Anna', last_name: 'Schmidt', role: 'recruiter' }));
    const calls = fakeApi();
    const user = userEvent.setup();
    renderWithApp(<JobAlertButton filters={{ q: 'Azure' }} />);
    await user.click(screen.getByRole('button', { name: T.getByEmail }));
    await user.type(await screen.findByLabelText(T.email), 'anna@example.de');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(M.checkInbox)).toBeTruthy();
    expect(calls).toEqual([
      { method: 'POST', url: '/api/job-alerts', body: { q: 'Azure', frequency: 'daily', email: 'anna@example.de' }, auth: false },
    ]);
  });
});

describe('Job Alerts tab (ALR-1)', () => {
  it('lists the candidate’s alerts and deletes one', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'a.b.c');
    const calls = fakeApi([alert(1, 'Azure'), alert(2, 'Intune')]);
    const user = userEvent.setup();
    renderWithApp(<JobAlertsTab />);
    expect(await screen.findByText('Azure in Pune')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `${T.delete}: Azure in Pune` }));
    expect(await screen.findByText(M.deleted)).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByText('Azure in Pune')).toBeNull());
    expect(screen.getByText('Intune in Pune')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/job-alerts/1')).toBe(true);
  });

  it('names the minimum pay, the country and the skills of an alert in words (ALR-9)', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'a.b.c');
    fakeApi([
      { ...alert(1, 'Azure'), minPay: { amount: 500000, currency: 'INR', unit: 'day' }, workFrom: 'PH', skills: ['intune', 'azure'] },
    ]);
    renderWithApp(<JobAlertsTab />);
    expect(await screen.findByText('At least ₹5,000 per day')).toBeTruthy();
    expect(screen.getByText('I can work from Philippines')).toBeTruthy();
    expect(screen.getByText('Skills: Microsoft Intune, Microsoft Azure')).toBeTruthy();
  });

  it('shows the empty state it is given once the last alert is deleted, like the other tabs', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'a.b.c');
    fakeApi([alert(1, 'Azure')]);
    const user = userEvent.setup();
    renderWithApp(<JobAlertsTab empty={<h2>{T.tabEmptyTitle}</h2>} />);
    await user.click(await screen.findByRole('button', { name: `${T.delete}: Azure in Pune` }));
    expect(await screen.findByRole('heading', { name: T.tabEmptyTitle })).toBeTruthy();
    expect(screen.queryByText(T.tabEmpty)).toBeNull();
  });
});

describe('the job alert link page (ALR-2, ALR-7)', () => {
  const answering = (status: number, message: string) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message }), { status, headers: { 'content-type': 'application/json' } })),
    );

  it('says an expired confirmation link has expired and leads back to the job openings to sign up again', async () => {
    answering(404, M.linkExpired);
    renderWithApp(<JobAlertLinkPage />, '?confirm=12.1790000000.abc');
    expect((await screen.findByText(M.linkExpired)).getAttribute('role')).toBe('alert');
    expect(screen.getByRole('link', { name: PAGE_TEXTS.viewAllJobOpenings }).getAttribute('href')).toBe('/careers');
  });

  it('says a confirmed alert is on, with no way back needed', async () => {
    answering(200, M.confirmed);
    renderWithApp(<JobAlertLinkPage />, '?confirm=12.1790000000.abc');
    expect((await screen.findByText(M.confirmed)).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('link', { name: PAGE_TEXTS.viewAllJobOpenings })).toBeNull();
  });
});
