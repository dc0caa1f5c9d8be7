import { z } from 'zod';
import type { ZohoConfig } from '../config/config.js';
import type { Clock } from '../lib/clock.js';

/**
 * The candidate as a Zoho CRM Contact (INT-3). Field names are Zoho's API names; an empty value is sent
 * as null so that a detail the candidate removed is removed from the CRM too.
 */
export interface ZohoContact {
  Email: string;
  First_Name: string | null;
  /** Mandatory in Zoho. */
  Last_Name: string;
  Mobile: string | null;
  Other_Phone: string | null;
  Mailing_Street: string | null;
  Other_Street: string | null;
  Title: string | null;
  Description: string | null;
}

/** Why a delivery did not work; `retryable` says whether trying again later can help. */
export class ZohoError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'ZohoError';
  }
}

export interface ZohoUpsertResult {
  recordId: string;
  action: 'insert' | 'update';
}

export interface ZohoCrmClient {
  /** Insert or update the Contact whose Email matches (Zoho's duplicate check). */
  upsertContact(contact: ZohoContact): Promise<ZohoUpsertResult>;
  /** PRV-4: delete the Contact whose Email matches (search, then delete by id); 'none' when there is none. */
  deleteContact(email: string): Promise<{ recordId: string; action: 'delete' | 'none' }>;
}

/** A field of Zoho's answer as this client reads it; a field of another type counts as absent. */
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

const tokenAnswerSchema = z.object({
  access_token: optional(z.string()),
  expires_in: optional(z.number()),
  api_domain: optional(z.string()),
  token_type: optional(z.string()),
  error: optional(z.string()),
});

/** Per-record answer of the upsert call, and Zoho's shape for whole-request errors. */
const recordAnswerSchema = z.object({
  /** A record of a search answer carries its id at the top. */
  id: optional(z.union([z.string(), z.number()])),
  code: optional(z.string()),
  status: optional(z.string()),
  action: optional(z.string()),
  message: optional(z.string()),
  details: optional(z.record(z.string(), z.unknown())),
});
type RecordAnswer = z.infer<typeof recordAnswerSchema>;

const upsertAnswerSchema = recordAnswerSchema.extend({ data: optional(z.array(recordAnswerSchema)) });
type UpsertAnswer = z.infer<typeof upsertAnswerSchema>;

/** Refresh a little before Zoho's expiry, so a token never runs out between the check and the call. */
const EXPIRY_MARGIN_MS = 60_000;
const MAX_ERROR_LENGTH = 1_000;

const describe = (answer: RecordAnswer) =>
  [answer.code, answer.message, answer.details && Object.keys(answer.details).length ? JSON.stringify(answer.details) : undefined]
    .filter(Boolean)
    .join(' ')
    .slice(0, MAX_ERROR_LENGTH);

/** The answer's JSON in the shape `schema` reads; undefined when the body is not JSON or not an object. */
async function readJson<T>(response: Response, schema: z.ZodType<T>): Promise<T | undefined> {
  const body = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return undefined;
  }
  const answer = schema.safeParse(json);
  return answer.success ? answer.data : undefined;
}

/**
 * INT-3: the Zoho CRM REST API (v8) with the OAuth refresh-token flow. The access token is cached until
 * shortly before it expires and renewed at once when Zoho answers 401. Each call has a timeout, so a
 * claimed job is settled well within its lease.
 */
export function createZohoCrmClient(config: ZohoConfig, clock: Clock, timeoutMs: number): ZohoCrmClient {
  let cached: { token: string; expiresAt: number } | undefined;
  let refreshing: Promise<string> | undefined;

  const request = async (url: string, init: RequestInit): Promise<Response> => {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer within ${timeoutMs} ms`
          : String(error instanceof Error ? (error.cause ?? error.message) : error);
      throw new ZohoError(`Zoho unreachable (${new URL(url).host}): ${reason}`, true);
    }
  };

  const refresh = async (): Promise<string> => {
    const response = await request(`${config.accountsUrl}/oauth/v2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: config.clientId,
        client_secret: config.clientSecret,
        refresh_token: config.refreshToken,
      }),
    });
    const answer = await readJson(response, tokenAnswerSchema);
    // Zoho reports a bad client or refresh token as HTTP 200 with {error}. It is retried like an outage:
    // it concerns every job, and after the settings are fixed `npm run crm:retry` sends the failed ones.
    if (!response.ok || !answer?.access_token || answer.error) {
      throw new ZohoError(`Zoho token refresh failed: HTTP ${response.status}${answer?.error ? ` ${answer.error}` : ''}`, true);
    }
    const lifetimeMs = (answer.expires_in ?? 3600) * 1000;
    cached = { token: answer.access_token, expiresAt: clock.now().getTime() + lifetimeMs - EXPIRY_MARGIN_MS };
    return answer.access_token;
  };

  const accessToken = async (): Promise<string> => {
    if (cached && clock.now().getTime() < cached.expiresAt) return cached.token;
    // One refresh at a time, however many deliveries are waiting for it.
    refreshing ??= refresh().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  };

  const upsertOnce = async (contact: ZohoContact, token: string) =>
    request(`${config.apiUrl}/crm/v8/Contacts/upsert`, {
      method: 'POST',
      headers: { authorization: `Zoho-oauthtoken ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: [contact], duplicate_check_fields: ['Email'] }),
    });

  /** One authorised call, renewing the token once when Zoho answers 401. */
  const authorised = async (url: string, init: RequestInit): Promise<Response> => {
    const token = await accessToken();
    const call = (t: string) => request(url, { ...init, headers: { ...init.headers, authorization: `Zoho-oauthtoken ${t}` } });
    const response = await call(token);
    if (response.status !== 401) return response;
    if (cached?.token === token) cached = undefined;
    return call(await accessToken());
  };
  const refused = (what: string, response: Response, answer: UpsertAnswer | undefined) => {
    const record = answer?.data?.[0];
    const detail = record ? describe(record) : answer ? describe(answer) : 'no JSON body';
    const status = response.status;
    const retryable = status === 401 || status === 403 || status === 429 || status >= 500;
    return new ZohoError(`Zoho ${what} refused: HTTP ${status} ${detail}`.trim(), retryable);
  };

  return {
    async deleteContact(email) {
      const search = await authorised(`${config.apiUrl}/crm/v8/Contacts/search?${new URLSearchParams({ email }).toString()}`, {
        method: 'GET',
      });
      // Zoho answers 204 with no body when nothing matches: the Contact is already gone.
      if (search.status === 204) return { recordId: '', action: 'none' };
      const found = await readJson(search, upsertAnswerSchema);
      if (!search.ok) throw refused('search', search, found);
      const ids = (found?.data ?? [])
        .map((record) => record.id ?? record.details?.id)
        .filter((id) => typeof id === 'string' || typeof id === 'number');
      if (ids.length === 0) return { recordId: '', action: 'none' };
      const removal = await authorised(
        `${config.apiUrl}/crm/v8/Contacts?${new URLSearchParams({ ids: ids.map(String).join(',') }).toString()}`,
        {
          method: 'DELETE',
        },
      );
      const answer = await readJson(removal, upsertAnswerSchema);
      if (removal.ok && answer?.data?.every((record) => record.status === 'success')) return { recordId: String(ids[0]), action: 'delete' };
      throw refused('delete', removal, answer);
    },

    async upsertContact(contact) {
      const token = await accessToken();
      let response = await upsertOnce(contact, token);
      if (response.status === 401) {
        // Expired or revoked early: drop it, get a new one, try once more.
        if (cached?.token === token) cached = undefined;
        response = await upsertOnce(contact, await accessToken());
      }
      const answer = await readJson(response, upsertAnswerSchema);
      const record = answer?.data?.[0];
      if (response.ok && record?.status === 'success') {
        const id = record.details?.id;
        if (typeof id !== 'string' && typeof id !== 'number') throw new ZohoError('Zoho answered success without a record id', true);
        return { recordId: String(id), action: record.action === 'update' ? 'update' : 'insert' };
      }
      const detail = record ? describe(record) : answer ? describe(answer) : 'no JSON body';
      const status = response.status;
      // 401 after a fresh token, 403 (scope, permission), 429 (API limits) and 5xx are about the account
      // or the service, not this candidate: later may work. A record the CRM refuses (INVALID_DATA,
      // MANDATORY_NOT_FOUND, …, with 400 or 202) will be refused again: no point in repeating it.
      const retryable = status === 401 || status === 403 || status === 429 || status >= 500 || (response.ok && !record);
      throw new ZohoError(`Zoho upsert refused: HTTP ${status} ${detail}`.trim(), retryable);
    },
  };
}
