import { toast } from 'react-toastify';
import { UI_MESSAGES, UNAUTHORIZED_REDIRECT_DELAY_MS, UNAUTHORIZED_TOAST_MS } from '@careers/shared';
import { paths } from '@/config/paths';
import { session } from './session';

/**
 * SPEC 7's API client: one base address, JSON by default, multipart for uploads, the bearer
 * header when a token is stored, failures normalised to {status, data} or
 * {status: 'FETCH_ERROR', error}, and SPEC 8's 401/422 rule in one place.
 */
export const API_BASE = '/api';

export type ApiFailure =
  | { status: number; data: { message?: string; msg?: string; field?: string } & Record<string, unknown> }
  | { status: 'FETCH_ERROR'; error: string };

export class ApiError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.status === 'FETCH_ERROR' ? failure.error : (failure.data.message ?? `Request failed (${failure.status})`));
  }
  get status() {
    return this.failure.status;
  }
  /** The server's message: SPEC 7 puts login's error text in `msg`. */
  get serverMessage(): string | undefined {
    return this.failure.status === 'FETCH_ERROR' ? undefined : (this.failure.data.msg ?? this.failure.data.message);
  }
}

/** SPEC 8's "server message, or {fallback}". */
export const serverMessageOr = (error: unknown, fallback: string): string =>
  (error instanceof ApiError ? error.serverMessage : undefined) ?? fallback;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body, or FormData for uploads. */
  body?: unknown;
  query?: Record<string, string | number | undefined | null>;
  /** SPEC 7 "(auth)" calls: attach the bearer token and apply the 401/422 rule. */
  auth?: boolean;
  /** Apply SPEC 8's 401/422 rule (default: for every auth call; logout opts out). */
  redirectOnUnauthorized?: boolean;
  signal?: AbortSignal;
}

type Navigate = (to: string, options?: { replace?: boolean }) => void;
let navigateTo: Navigate = (to) => window.location.assign(to);
/** The router registers its navigate function so redirects stay inside the SPA. */
export function setApiNavigator(navigate: Navigate) {
  navigateTo = navigate;
}

let redirectTimer: ReturnType<typeof setTimeout> | undefined;
/** SPEC 8: clear storage, toast for 5 s, go to /login, and redirect again after 2.2 s. */
export function handleUnauthorized() {
  session.clear();
  toast.error(UI_MESSAGES.unauthorized, { toastId: 'unauthorized', autoClose: UNAUTHORIZED_TOAST_MS });
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

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, auth = false, signal } = options;
  const redirectOnUnauthorized = options.redirectOnUnauthorized ?? auth;
  const headers: Record<string, string> = { accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const token = session.getToken();
  if (auth && token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method, headers, body: payload, signal, credentials: 'same-origin' });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 'FETCH_ERROR', error: error instanceof Error ? error.message : String(error) });
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = { message: text };
    }
  }
  if (!response.ok) {
    if (redirectOnUnauthorized && (response.status === 401 || response.status === 422)) handleUnauthorized();
    throw new ApiError({ status: response.status, data: (data ?? {}) as Extract<ApiFailure, { data: unknown }>['data'] });
  }
  return data as T;
}
