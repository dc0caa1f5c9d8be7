import {
  UI_MESSAGES,
  UNAUTHORIZED_REDIRECT_DELAY_MS,
  UNAUTHORIZED_TOAST_MS,
  type BodyOf,
  type ErrorResponse,
  type FileOperation,
  type Operation,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type UploadOperation,
} from '@careers/shared';
import { paths } from '@/config/paths';
import { session } from './session';

/**
 * GEN-9's API client: one base address, JSON by default, multipart for uploads, the bearer
 * header when a token is stored, failures normalised to {status, data} or
 * {status: 'FETCH_ERROR', error}, and ACC-15's 401/422 rule in one place.
 */
export const API_BASE = '/api';

/**
 * A failed answer's body: the API's error shape (`errorResponseSchema` in @careers/shared), every part
 * optional because a proxy or a crash may answer with something else; `code` where an operation documents
 * a reason the client acts on (login's `LOGIN_REFUSALS`, ACC-19).
 */
export type ApiErrorBody = Partial<ErrorResponse> & { code?: string | undefined };

export type ApiFailure = { status: number; data: ApiErrorBody } | { status: 'FETCH_ERROR'; error: string };

export class ApiError extends Error {
  constructor(
    readonly failure: ApiFailure,
    /** The server's Retry-After, in seconds, on a 429 (PRO-14's resend wait, ACC-17's limits). */
    readonly retryAfterSeconds?: number,
  ) {
    super(failure.status === 'FETCH_ERROR' ? failure.error : (failure.data.message ?? `Request failed (${failure.status})`));
  }
  get status() {
    return this.failure.status;
  }
  /** GEN-13 (docs/decisions/028): the failed request's id, which the error toast shows as its reference. */
  get requestId(): string | undefined {
    return this.failure.status === 'FETCH_ERROR' ? undefined : this.failure.data.requestId;
  }
  /** The server's message: ACC-9 puts login's error text in `msg`. */
  get serverMessage(): string | undefined {
    return this.failure.status === 'FETCH_ERROR' ? undefined : (this.failure.data.msg ?? this.failure.data.message);
  }
}

/** GEN-9's "server message, or {fallback}". */
export const serverMessageOr = (error: unknown, fallback: string): string =>
  (error instanceof ApiError ? error.serverMessage : undefined) ?? fallback;

/**
 * Whether a failed request is worth another try, after `failureCount` failures: a 4xx will not change
 * on retry, a network failure or a 5xx might; two retries at most. React Query's queries
 * (`lib/query-client.ts`) and the careers block's first-render list use it.
 */
export const shouldRetry = (failureCount: number, error: unknown): boolean =>
  !(error instanceof ApiError && typeof error.status === 'number' && error.status < 500) && failureCount < 2;

/** The wait before retry number `failureCount + 1`: React Query's default (1 s, 2 s, … at most 30 s). */
export const retryDelayMs = (failureCount: number): number => Math.min(1000 * 2 ** failureCount, 30_000);

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body, or FormData for uploads. */
  body?: unknown;
  query?: Record<string, string | number | undefined | null>;
  /** GEN-9 "(auth)" calls: attach the bearer token and apply the 401/422 rule. */
  auth?: boolean;
  /** Apply ACC-15's 401/422 rule (default: for every auth call; logout opts out). */
  redirectOnUnauthorized?: boolean;
  /**
   * ACC-15: the operation's contract lists 422 among its own answers (REC-33's unconfirmed rate, APP-14's
   * typed name): a 422 is then its answer to show, not a lost session; 401 still signs out.
   */
  unprocessableIsAnswer?: boolean;
  signal?: AbortSignal;
}

type Navigate = (to: string, options?: { replace?: boolean }) => void;
let navigateTo: Navigate = (to) => window.location.assign(to);
/** The router registers its navigate function so redirects stay inside the SPA. */
export function setApiNavigator(navigate: Navigate) {
  navigateTo = navigate;
}

let redirectTimer: ReturnType<typeof setTimeout> | undefined;
/**
 * ACC-15: clear storage, toast for 5 s, go to /login, and redirect again after 2.2 s. `sentToken` is the
 * token the refused request carried: when the stored one is no longer it (the user signed in again, in
 * this tab or another, while the request was under way), the refusal is about an ended session and the
 * new one stays.
 */
export function handleUnauthorized(sentToken = session.getToken()) {
  if (sentToken !== session.getToken()) return;
  session.clear();
  // The toast library loads on demand, outside the landing route's initial JS (PUB-17).
  void import('react-toastify').then(({ toast }) =>
    toast.error(UI_MESSAGES.unauthorized, { toastId: 'unauthorized', autoClose: UNAUTHORIZED_TOAST_MS }),
  );
  navigateTo(paths.login, { replace: true });
  clearTimeout(redirectTimer);
  redirectTimer = setTimeout(() => {
    if (window.location.pathname !== paths.login) navigateTo(paths.login, { replace: true });
  }, UNAUTHORIZED_REDIRECT_DELAY_MS);
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}?${text}` : url;
}

/** The body of an answer: JSON, or its text as a message. */
export function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const optionalText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The parts of a failed answer's body that have the error shape's types. Checked by hand rather than
 * with `errorResponseSchema.parse`, so zod stays out of the landing route's initial JS.
 */
export function toErrorBody(data: unknown): ApiErrorBody {
  if (!isRecord(data)) return {};
  const errors = Array.isArray(data.errors)
    ? data.errors
        .filter(isRecord)
        .flatMap(({ message, field }) => (typeof message === 'string' ? [{ message, field: optionalText(field) }] : []))
    : undefined;
  return {
    message: optionalText(data.message),
    msg: optionalText(data.msg),
    field: optionalText(data.field),
    errors,
    requestId: optionalText(data.requestId),
    code: optionalText(data.code),
  };
}

const retryAfter = (header: string | null): number | undefined => {
  const seconds = header ? Number(header) : NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
};

/** The response headers a failed answer is read with. */
export interface FailureHeaders {
  retryAfter: string | null;
  /** docs/decisions/028: every answer of the server names its request, a body that is not JSON too. */
  requestId: string | null;
}

/**
 * A failed answer as an ApiError, applying ACC-15's 401/422 rule when asked: `unauthorized` is `false`
 * when the rule does not apply, else the bearer token the request was sent with (read as it was sent).
 */
export function failed(
  status: number,
  data: unknown,
  unauthorized: string | null | false,
  headers: FailureHeaders,
  unprocessableIsAnswer = false,
): ApiError {
  if (unauthorized !== false && (status === 401 || (status === 422 && !unprocessableIsAnswer))) handleUnauthorized(unauthorized);
  const body = toErrorBody(data);
  return new ApiError(
    { status, data: { ...body, requestId: body.requestId ?? headers.requestId ?? undefined } },
    retryAfter(headers.retryAfter),
  );
}

export const failureHeaders = (get: (name: string) => string | null): FailureHeaders => ({
  retryAfter: get('retry-after'),
  requestId: get('x-request-id'),
});

/** The bearer header when a token is stored. */
export const authHeader = (): Record<string, string> => {
  const token = session.getToken();
  return token ? { authorization: `Bearer ${token}` } : {};
};

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, auth = false, signal } = options;
  const unauthorized = (options.redirectOnUnauthorized ?? auth) && session.getToken();
  const headers: Record<string, string> = { accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  if (auth) Object.assign(headers, authHeader());

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method, headers, body: payload, signal, credentials: 'same-origin' });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 'FETCH_ERROR', error: error instanceof Error ? error.message : String(error) });
  }

  const data = parseBody(await response.text());
  if (!response.ok)
    throw failed(
      response.status,
      data,
      unauthorized,
      failureHeaders((name) => response.headers.get(name)),
      options.unprocessableIsAnswer,
    );
  return data as T;
}

/** An operation's path parameters, when it has any (`{ id: 12 }` for `/api/recruiter/jobs/:id`). */
type ParamsArgument<O extends Operation> = ParamsOf<O> extends undefined ? [] : [params: ParamsOf<O>];

/** An operation's path with its parameters filled in. */
export const fillPath = (path: string, params?: Record<string, string | number>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));

/** The address of an operation of the route contract (docs/decisions/021), its path parameters filled in. */
export function operationUrl<O extends Operation>(operation: O, ...params: ParamsArgument<O>): string;
export function operationUrl(operation: Operation, params?: Record<string, string | number>): string {
  return fillPath(operation.path, params);
}

/**
 * What a call of an operation sends, as its contract types it: params, query and body only where it has
 * them; `anonymous` only where anonymous callers are let in too (ALR-1), to leave the stored token out.
 */
export type CallInput<O extends Operation> = {
  signal?: AbortSignal;
  redirectOnUnauthorized?: boolean;
} & (O['access'] extends 'anonymous-or-candidate' ? { anonymous?: boolean } : { anonymous?: never }) &
  (ParamsOf<O> extends undefined ? { params?: never } : { params: ParamsOf<O> }) &
  (QueryOf<O> extends undefined ? { query?: never } : { query: QueryOf<O> }) &
  (BodyOf<O> extends undefined ? { body?: never } : { body: BodyOf<O> });

/**
 * The one way the web calls a JSON operation of the route contract (docs/decisions/021): method, path and
 * whether to send the bearer token (any access rule but 'public') come from its zod-free entry, the types
 * from its schemas. The answer is trusted to be the contract's: the server's serializer checks it
 * against the same schema before it leaves. Files are not fetched here (`operationUrl` + `fetchFile`),
 * uploads go with `uploadTo` (both in `./api-files`).
 */
export function callApi<O extends Operation>(
  operation: O,
  input: O extends FileOperation | UploadOperation ? never : CallInput<O>,
): Promise<ResponseOf<O>>;
export function callApi(
  operation: Operation,
  {
    params,
    query,
    body,
    signal,
    redirectOnUnauthorized,
    anonymous,
  }: Omit<RequestOptions, 'method' | 'auth'> & { params?: Record<string, string | number>; anonymous?: boolean },
): Promise<unknown> {
  return apiRequest(fillPath(operation.path, params).slice(API_BASE.length), {
    method: operation.method,
    query,
    body,
    auth: operation.access !== 'public' && !anonymous,
    signal,
    redirectOnUnauthorized,
    unprocessableIsAnswer: operation.errors?.includes(422) ?? false,
  });
}
