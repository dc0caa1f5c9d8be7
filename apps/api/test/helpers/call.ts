import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestContext } from './test-app.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  /** An access token, sent as `Authorization: Bearer <token>`. */
  token?: string | undefined;
  /** The request body: an object is sent as JSON. */
  payload?: InjectOptions['payload'];
  /** The client's address; a fresh one by default, so per-address rate limits of one call do not touch another. */
  ip?: string | undefined;
  /** Further request headers (the token, when given, sets `authorization`). */
  headers?: Record<string, string> | undefined;
}

let ipCounter = 0;
/** A fresh client address (from 198.51.0.0/16, a documentation range). */
export const freshIp = () => {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

/** One API request as a client makes it, through the app's `inject` (no network). */
export function call(
  ctx: TestContext,
  method: Method,
  url: string,
  { token, payload, ip = freshIp(), headers = {} }: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
    ...(payload === undefined ? {} : { payload }),
  });
}
