import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import {
  recruiterOffersOperations,
  defineContract,
  fileAnswer,
  STORAGE_KEYS,
  UNAUTHORIZED_REDIRECT_DELAY_MS,
  UPLOAD_KINDS,
  type OperationsFor,
  type SchemaTable,
  type TypedOperations,
} from '@careers/shared';
import { ApiError, apiRequest, callApi, operationUrl, setApiNavigator } from './api-client';
import { fetchFile, uploadRequest, uploadTo } from './api-files';
import { session } from './session';
import { FakeXhr } from '@/test/fake-xhr';

const respond = (status: number, body: unknown) =>
  vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

describe('api client (GEN-9)', () => {
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

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
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

  it('keeps a new sign-in when a request sent with the ended session is refused after it (ACC-15)', async () => {
    session.save('old-token', { first_name: 'Priya', last_name: 'Sharma' });
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const pending = apiRequest('/user-details', { auth: true }).catch((e: unknown) => e);
    // She signs in again (here or in another tab) before the old session's request is answered.
    session.save('new-token', { first_name: 'Priya', last_name: 'Sharma' });
    answer(new Response(JSON.stringify({ message: 'expired' }), { status: 401 }));
    expect(await pending).toBeInstanceOf(ApiError);
    expect(session.getToken()).toBe('new-token');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the session on 422 from an operation whose contract answers 422 (REC-33: an unconfirmed rate), and shows its message', async () => {
    session.save('tok', { first_name: 'Priya', last_name: 'Sharma' });
    vi.stubGlobal('fetch', respond(422, { message: 'The rate is outside the job’s published range', field: 'confirm_outside_range' }));
    const error = (await callApi(recruiterOffersOperations.createOffer, {
      params: { id: 1 },
      body: {
        role: 'Engineer',
        engagement: 'freelance',
        rate: { amount: 90_000, currency: 'EUR', unit: 'day' },
        start_date: '2026-07-01',
        duration_months: 6,
        hours_per_week: 40,
        workplace: 'remote',
        expires_at: '2026-06-19T18:00',
        expires_time_zone: 'Europe/Zurich',
      },
    }).catch((e: unknown) => e)) as ApiError;
    expect(error.serverMessage).toBe('The rate is outside the job’s published range');
    expect(session.isSignedIn()).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves the session alone on 401 from a call that does not need sign-in', async () => {
    session.save('tok', { first_name: 'Priya', last_name: 'Sharma' });
    vi.stubGlobal('fetch', respond(401, { msg: 'Invalid email or password' }));
    const error = (await apiRequest('/login', { method: 'POST', body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error.serverMessage).toBe('Invalid email or password');
    expect(session.isSignedIn()).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reads Retry-After from a 429', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'wait' }), { status: 429, headers: { 'retry-after': '42' } })),
    );
    const error = (await apiRequest('/get-otp', { method: 'POST', body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error.retryAfterSeconds).toBe(42);
  });
});

describe('uploads and files (PRO-19 multipart, PRO-18)', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    setApiNavigator(navigate);
    navigate.mockReset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the form with the bearer token and reports progress', async () => {
    session.save('tok-9', { first_name: 'Priya', last_name: 'Sharma' });
    FakeXhr.answer = { status: 200, body: { message: 'Success ! Resume updated.', resume: 'resumes/a.pdf' } };
    const progress: number[] = [];
    const form = new FormData();
    const result = await uploadRequest<{ resume: string }>('/upload/resume', form, { onProgress: (f) => progress.push(f) });
    expect(result.resume).toBe('resumes/a.pdf');
    expect(FakeXhr.last).toMatchObject({ method: 'POST', url: '/api/upload/resume', headers: { authorization: 'Bearer tok-9' } });
    expect(FakeXhr.last?.sent).toBe(form);
    expect(progress).toEqual([0.5, 1]);
  });

  it('normalises failures like apiRequest, and a 401 applies ACC-15 rule', async () => {
    session.save('tok', { first_name: 'Priya', last_name: 'Sharma' });
    FakeXhr.answer = { status: 400, body: { message: 'Only PDF, DOC, and DOCX files are accepted', field: 'resume' } };
    const refused = (await uploadRequest('/upload/resume', new FormData()).catch((e: unknown) => e)) as ApiError;
    expect(refused.failure).toEqual({ status: 400, data: { message: 'Only PDF, DOC, and DOCX files are accepted', field: 'resume' } });
    expect(session.isSignedIn()).toBe(true);
    FakeXhr.answer = { status: 401, body: { message: 'expired' } };
    await expect(uploadRequest('/upload/resume', new FormData())).rejects.toBeInstanceOf(ApiError);
    expect(session.isSignedIn()).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('fetches a file from the uploads path with the token', async () => {
    session.save('tok-7', { first_name: 'Priya', last_name: 'Sharma' });
    const fetchMock = vi.fn(async () => new Response('%PDF-1.4', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const blob = await fetchFile('/uploads/resumes/a.pdf');
    expect(await blob.text()).toBe('%PDF-1.4');
    expect(fetchMock).toHaveBeenCalledWith(
      '/uploads/resumes/a.pdf',
      expect.objectContaining({ headers: { authorization: 'Bearer tok-7' } }),
    );
  });
});

/** A small contract of the kind `packages/shared/src/contract/` holds (docs/decisions/021). */
const testSchemas = {
  findItem: {
    summary: 'One item',
    params: z.object({ id: z.coerce.number() }),
    query: z.object({ full: z.string().optional() }),
    response: { 200: z.object({ name: z.string() }) },
  },
  renameItem: {
    summary: 'Rename',
    params: z.object({ id: z.coerce.number() }),
    body: z.object({ name: z.string() }),
    response: { 200: z.object({ name: z.string() }) },
  },
  listPublic: { summary: 'Public', response: { 200: z.object({ total: z.number() }) } },
  itemFile: {
    summary: 'A file',
    params: z.object({ fileId: z.string() }),
    response: { 200: fileAnswer({ contentTypes: ['application/pdf'], format: 'binary' }) },
  },
  uploadResume: { summary: 'Upload', upload: UPLOAD_KINDS.resume, response: { 200: z.object({ resume: z.string() }) } },
} satisfies SchemaTable;
const testTable = {
  findItem: { method: 'GET', path: '/api/items/:id', access: 'recruiter-area' },
  renameItem: { method: 'PUT', path: '/api/items/:id', access: 'recruiter-area' },
  listPublic: { method: 'GET', path: '/api/public-items', access: 'public' },
  itemFile: { method: 'GET', path: '/api/item-files/:fileId', access: 'recruiter-area' },
  uploadResume: { method: 'POST', path: '/api/upload/resume', access: 'candidate' },
} satisfies OperationsFor<typeof testSchemas>;
const testOperations: TypedOperations<typeof testTable, typeof testSchemas> = testTable;
// The schema half joins both halves, as each area's `<area>.schemas.ts` does.
defineContract({ tag: 'test', operations: testOperations, schemas: testSchemas });

describe('calls typed by the route contract (docs/decisions/021)', () => {
  beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
  afterEach(() => vi.unstubAllGlobals());

  it('takes method, path and the token from the operation, and fills in its path parameters', async () => {
    session.save('tok-5', { first_name: 'Priya', last_name: 'Sharma' });
    const fetchMock = respond(200, { name: 'Renamed' });
    vi.stubGlobal('fetch', fetchMock);
    const answer = await callApi(testOperations.renameItem, { params: { id: 12 }, body: { name: 'Renamed' } });
    expectTypeOf(answer).toEqualTypeOf<{ name: string }>();
    expect(answer.name).toBe('Renamed');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/items/12');
    expect(init).toMatchObject({ method: 'PUT', body: '{"name":"Renamed"}', headers: { authorization: 'Bearer tok-5' } });
  });

  it('sends the query, encodes parameters, and sends no token to a public operation', async () => {
    session.save('tok-6', { first_name: 'Priya', last_name: 'Sharma' });
    const fetchMock = respond(200, { name: 'A' });
    vi.stubGlobal('fetch', fetchMock);
    await callApi(testOperations.findItem, { params: { id: 'a/b' }, query: { full: 'yes' } });
    const [first] = fetchMock.mock.calls[0] as unknown as [string];
    expect(first).toBe('/api/items/a%2Fb?full=yes');
    await callApi(testOperations.listPublic, {});
    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('/api/public-items');
    expect(init.headers).not.toHaveProperty('authorization');
  });

  it('gives a file operation’s address, and refuses files and uploads in callApi by type', () => {
    expect(operationUrl(testOperations.itemFile, { fileId: '3f1e' })).toBe('/api/item-files/3f1e');
    // @ts-expect-error a file is fetched as a Blob (operationUrl + fetchFile), never parsed
    void callApi(testOperations.itemFile, { params: { fileId: '3f1e' } }).catch(() => undefined);
    // @ts-expect-error an upload goes with uploadTo
    void callApi(testOperations.uploadResume, {}).catch(() => undefined);
  });

  it('sends an upload operation’s form with uploadRequest’s token and progress', async () => {
    session.save('tok-8', { first_name: 'Priya', last_name: 'Sharma' });
    FakeXhr.answer = { status: 200, body: { resume: 'resumes/a.pdf' } };
    const form = new FormData();
    const result = await uploadTo(testOperations.uploadResume, { form });
    expectTypeOf(result).toEqualTypeOf<{ resume: string }>();
    expect(result.resume).toBe('resumes/a.pdf');
    expect(FakeXhr.last).toMatchObject({ method: 'POST', url: '/api/upload/resume', headers: { authorization: 'Bearer tok-8' } });
  });
});
