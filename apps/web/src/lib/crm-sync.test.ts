import { afterEach, describe, expect, it, vi } from 'vitest';
import { createZohoUser, updateZohoDetails } from './crm-sync';
import { setApiNavigator } from './api-client';
import { session } from './session';

afterEach(() => vi.unstubAllGlobals());

describe('INT-4 CRM calls from the browser', () => {
  it('POST /api/createZohoUser and PATCH /api/update-zoho-details with the bearer token', async () => {
    session.save('tok-crm', { first_name: 'Priya', last_name: 'Sharma' });
    const answer = { message: 'queued', sync_status: 'queued', queued_now: false };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await createZohoUser()).toEqual(answer);
    await updateZohoDetails();
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([url, init]) => [url, init.method])).toEqual([
      ['/api/createZohoUser', 'POST'],
      ['/api/update-zoho-details', 'PATCH'],
    ]);
    expect(calls[0]![1].headers).toMatchObject({ authorization: 'Bearer tok-crm' });
  });

  it('never bothers the user: a failure, even a 401, neither throws nor redirects nor clears the session', async () => {
    session.save('tok-crm', { first_name: 'Priya', last_name: 'Sharma' });
    const navigate = vi.fn();
    setApiNavigator(navigate);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'no' }), { status: 401 })),
    );
    expect(await createZohoUser()).toBeUndefined();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await updateZohoDetails()).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
    expect(session.getToken()).toBe('tok-crm');
  });
});
