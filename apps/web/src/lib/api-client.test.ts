import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, UNAUTHORIZED_REDIRECT_DELAY_MS } from '@careers/shared';
import { ApiError, apiRequest, setApiNavigator } from './api-client';
import { session } from './session';

const respond = (status: number, body: unknown) =>
  vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

describe('api client (SPEC 7)', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    setApiNavigator(navigate);
    navigate.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends JSON with the bearer token on auth calls and drops empty query values', async () => {
    session.save('tok-123', { first_name: 'Priya', last_name: 'Sharma' });
    const fetchMock = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/user-details', { method: 'PATCH', body: { a: 1 }, auth: true, query: { q: 'azure', page: undefined, x: '' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/user-details?q=azure');
    expect(init.headers).toMatchObject({ authorization: 'Bearer tok-123', 'content-type': 'application/json' });
    expect(init.body).toBe('{"a":1}');
  });

  it('normalises failures to {status, data} and network errors to FETCH_ERROR', async () => {
    vi.stubGlobal('fetch', respond(400, { message: 'bad', field: 'x' }));
    const error = await apiRequest('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).failure).toEqual({ status: 400, data: { message: 'bad', field: 'x' } });

    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const offline = (await apiRequest('/x').catch((e: unknown) => e)) as ApiError;
    expect(offline.failure).toEqual({ status: 'FETCH_ERROR', error: 'Failed to fetch' });
  });

  it.each([401, 422])('on %i from an auth call clears the session and redirects to /login, twice', async (status) => {
    vi.useFakeTimers();
    session.save('tok', { first_name: 'Priya', last_name: 'Sharma' });
    vi.stubGlobal('fetch', respond(status, { message: 'expired' }));
    await expect(apiRequest('/user-details', { auth: true })).rejects.toBeInstanceOf(ApiError);
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    vi.advanceTimersByTime(UNAUTHORIZED_REDIRECT_DELAY_MS);
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('leaves the session alone on 401 from a call that does not need sign-in', async () => {
    session.save('tok', { first_name: 'Priya', last_name: 'Sharma' });
    vi.stubGlobal('fetch', respond(401, { msg: 'Invalid email or password' }));
    const error = (await apiRequest('/login', { method: 'POST', body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error.serverMessage).toBe('Invalid email or password');
    expect(session.isSignedIn()).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});
