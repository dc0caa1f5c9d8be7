import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One upsert request as the fake saw it. */
export interface SeenUpsert {
  email: string | undefined;
  token: string;
  status: number;
  record: Record<string, unknown> | undefined;
}

export interface FakeZoho {
  /** Base address of both the accounts (OAuth) and the CRM API endpoints. */
  url: string;
  /** The ZOHO_* settings that point the server here. */
  env: Record<string, string>;
  /** Contacts as stored, by e-mail. */
  contacts: Map<string, { id: string; record: Record<string, unknown> }>;
  /** Every upsert request, answered or refused, in arrival order. */
  upserts: SeenUpsert[];
  /** PRV-4: the ids of every accepted `DELETE /crm/v8/Contacts?ids=…`, in order. */
  deletions: string[];
  /** Upserts answered with success. */
  accepted(): SeenUpsert[];
  tokensIssued(): number;
  /** Every token issued so far stops working, as when Zoho expires or revokes them early. */
  expireTokens(): void;
  /** The next `times` upserts answer `status` with Zoho's error body for it. */
  failNext(status: 429 | 500 | 502 | 503, times?: number): void;
  /** Token refreshes answer {error} (HTTP 200, as Zoho does) until called with null. */
  refuseRefresh(error: string | null): void;
  /** Upsert requests wait (after being counted in `upserts`) until release(). */
  hold(): void;
  release(): void;
  /** Resolves once `test()` is true, checked after every request. */
  waitFor(test: () => boolean, what: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export const FAKE_CLIENT = { id: '1000.FAKECLIENT', secret: 'fake-secret', refresh: '1000.fake-refresh-token' };

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, payload: unknown) {
  res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
  res.end(JSON.stringify(payload));
}

/**
 * A local stand-in for Zoho (accounts + CRM v8) on 127.0.0.1 that speaks the two endpoints the
 * server uses with Zoho's answer shapes: token refresh (errors as HTTP 200 {error}), Contacts upsert
 * with per-record results, 401 INVALID_TOKEN, 429 and 5xx.
 */
export async function startFakeZoho(options: { tokenLifetimeSeconds?: number } = {}): Promise<FakeZoho> {
  const validTokens = new Set<string>();
  let issued = 0;
  let refreshError: string | null = null;
  const failures: number[] = [];
  let held: (() => void)[] | undefined;
  const watchers = new Set<() => void>();
  const contacts: FakeZoho['contacts'] = new Map();
  const upserts: SeenUpsert[] = [];
  let nextId = 5_725_767_000_000_000_000n;
  const notify = () => watchers.forEach((w) => w());
  const release = () => {
    const waiting = held ?? [];
    held = undefined;
    waiting.forEach((resolve) => resolve());
  };

  const token = async (req: IncomingMessage, res: ServerResponse) => {
    const form = new URLSearchParams(await body(req));
    if (refreshError) return send(res, 200, { error: refreshError });
    if (
      form.get('grant_type') !== 'refresh_token' ||
      form.get('client_id') !== FAKE_CLIENT.id ||
      form.get('client_secret') !== FAKE_CLIENT.secret ||
      form.get('refresh_token') !== FAKE_CLIENT.refresh
    ) {
      return send(res, 200, { error: 'invalid_code' });
    }
    issued += 1;
    const accessToken = `1000.fake-access-${issued}`;
    validTokens.add(accessToken);
    return send(res, 200, {
      access_token: accessToken,
      scope: 'ZohoCRM.modules.contacts.ALL',
      api_domain: url,
      token_type: 'Bearer',
      expires_in: options.tokenLifetimeSeconds ?? 3600,
    });
  };

  const upsert = async (req: IncomingMessage, res: ServerResponse) => {
    const auth = req.headers.authorization ?? '';
    const bearer = auth.startsWith('Zoho-oauthtoken ') ? auth.slice('Zoho-oauthtoken '.length) : '';
    const text = await body(req);
    let parsed: { data?: Record<string, unknown>[]; duplicate_check_fields?: string[] } | undefined;
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      parsed = undefined;
    }
    const record = parsed?.data?.[0];
    const seen: SeenUpsert = { email: typeof record?.Email === 'string' ? record.Email : undefined, token: bearer, status: 0, record };
    upserts.push(seen);
    notify();
    const gate = held;
    if (gate) await new Promise<void>((resolve) => gate.push(resolve));
    const answer = (status: number, payload: unknown) => {
      seen.status = status;
      send(res, status, payload);
      notify();
    };

    if (!validTokens.has(bearer)) {
      return answer(401, { code: 'INVALID_TOKEN', details: {}, message: 'invalid oauth token', status: 'error' });
    }
    const failure = failures.shift();
    if (failure === 429) {
      return answer(429, { code: 'TOO_MANY_REQUESTS', details: {}, message: 'The API calls limit has been exceeded', status: 'error' });
    }
    if (failure) return answer(failure, { code: 'INTERNAL_ERROR', details: {}, message: 'Internal Server Error', status: 'error' });
    if (!parsed || !record || !Array.isArray(parsed.data)) {
      return answer(400, { code: 'INVALID_DATA', details: {}, message: 'the input is not a valid JSON', status: 'error' });
    }
    if (JSON.stringify(parsed.duplicate_check_fields) !== JSON.stringify(['Email'])) {
      return answer(400, {
        code: 'INVALID_DATA',
        details: { api_name: 'duplicate_check_fields' },
        message: 'invalid data',
        status: 'error',
      });
    }
    if (typeof record.Last_Name !== 'string' || record.Last_Name === '') {
      return answer(400, {
        data: [
          {
            code: 'MANDATORY_NOT_FOUND',
            details: { api_name: 'Last_Name', json_path: '$.data[0].Last_Name' },
            message: 'required field not found',
            status: 'error',
          },
        ],
      });
    }
    const email = record.Email;
    if (typeof email !== 'string' || !EMAIL.test(email) || email.length > 100) {
      // Zoho answers a refused record in a request of several with 202; one bad record in one is the same shape.
      return answer(202, {
        data: [
          {
            code: 'INVALID_DATA',
            details: { api_name: 'Email', json_path: '$.data[0].Email', expected_data_type: 'email' },
            message: 'invalid data',
            status: 'error',
          },
        ],
      });
    }
    const existing = contacts.get(email.toLowerCase());
    const id = existing?.id ?? String((nextId += 1n));
    contacts.set(email.toLowerCase(), { id, record: { ...existing?.record, ...record } });
    return answer(existing ? 200 : 201, {
      data: [
        {
          code: 'SUCCESS',
          duplicate_field: existing ? 'Email' : null,
          action: existing ? 'update' : 'insert',
          details: { Modified_Time: new Date().toISOString(), id, Created_Time: new Date().toISOString() },
          message: existing ? 'record updated' : 'record added',
          status: 'success',
        },
      ],
    });
  };

  const deletions: string[] = [];
  const bearerOf = (req: IncomingMessage) => {
    const auth = req.headers.authorization ?? '';
    return auth.startsWith('Zoho-oauthtoken ') ? auth.slice('Zoho-oauthtoken '.length) : '';
  };
  const invalidToken = { code: 'INVALID_TOKEN', details: {}, message: 'invalid oauth token', status: 'error' };
  /** Zoho v8 search by e-mail: 200 {data: [records]} or 204 with no body when nothing matches. */
  const search = (req: IncomingMessage, res: ServerResponse, query: URLSearchParams) => {
    if (!validTokens.has(bearerOf(req))) return send(res, 401, invalidToken);
    const found = contacts.get((query.get('email') ?? '').toLowerCase());
    if (!found) {
      res.writeHead(204).end();
      return;
    }
    return send(res, 200, { data: [{ ...found.record, id: found.id }], info: { count: 1, more_records: false } });
  };
  /** Zoho v8 mass delete: `DELETE /crm/v8/Contacts?ids=1,2`, one answer per id. */
  const remove = (req: IncomingMessage, res: ServerResponse, query: URLSearchParams) => {
    if (!validTokens.has(bearerOf(req))) return send(res, 401, invalidToken);
    const ids = (query.get('ids') ?? '').split(',').filter(Boolean);
    if (ids.length === 0)
      return send(res, 400, {
        code: 'REQUIRED_PARAM_MISSING',
        details: { param: 'ids' },
        message: 'One of the expected parameter is missing',
        status: 'error',
      });
    const data = ids.map((id) => {
      const entry = [...contacts.entries()].find(([, contact]) => contact.id === id);
      if (!entry) return { code: 'INVALID_DATA', details: { id }, message: 'the related id given seems to be invalid', status: 'error' };
      contacts.delete(entry[0]);
      deletions.push(id);
      return { code: 'SUCCESS', details: { id }, message: 'record deleted', status: 'success' };
    });
    send(res, 200, { data });
    notify();
  };

  const server = createServer((req, res) => {
    const [path = '', queryText = ''] = (req.url ?? '').split('?');
    const query = new URLSearchParams(queryText);
    if (req.method === 'GET' && path === '/crm/v8/Contacts/search') return void search(req, res, query);
    if (req.method === 'DELETE' && path === '/crm/v8/Contacts') return void remove(req, res, query);
    if (req.method === 'POST' && path === '/oauth/v2/token') return void token(req, res);
    if (req.method === 'POST' && path === '/crm/v8/Contacts/upsert') return void upsert(req, res);
    send(res, 404, {
      code: 'INVALID_URL_PATTERN',
      details: {},
      message: 'Please check if the URL trying to access is a correct one',
      status: 'error',
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    env: {
      ZOHO_CLIENT_ID: FAKE_CLIENT.id,
      ZOHO_CLIENT_SECRET: FAKE_CLIENT.secret,
      ZOHO_REFRESH_TOKEN: FAKE_CLIENT.refresh,
      ZOHO_ACCOUNTS_URL: url,
      ZOHO_API_URL: url,
    },
    contacts,
    upserts,
    deletions,
    accepted: () => upserts.filter((u) => u.status === 200 || u.status === 201),
    tokensIssued: () => issued,
    expireTokens: () => validTokens.clear(),
    failNext(status, times = 1) {
      for (let i = 0; i < times; i++) failures.push(status);
    },
    refuseRefresh(error) {
      refreshError = error;
    },
    hold() {
      held ??= [];
    },
    release,
    waitFor(test, what, timeoutMs = 30_000) {
      if (test()) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          watchers.delete(check);
          reject(new Error(`fake Zoho: gave up waiting for ${what}`));
        }, timeoutMs);
        const check = () => {
          if (!test()) return;
          clearTimeout(timer);
          watchers.delete(check);
          resolve();
        };
        watchers.add(check);
      });
    },
    async close() {
      release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
