import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv4 } from 'node:net';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { TrustProxy } from '../../platform/config/config.js';
import type { LogRedaction } from '../../platform/lib/log-redaction.js';

/** docs/decisions/028: the header a trusted proxy may send the request's id in, and every answer carries it. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy sent is taken only if it is short and of a safe charset (no log or header injection). */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:+=/@-]{1,128}$/;

/** An IPv4 address as a dual-stack socket reports it (`::ffff:10.0.0.1`), in its IPv4 form. */
const plainAddress = (address: string) => (address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address);

/**
 * Whether the peer that connected is one of the proxies `TRUST_PROXY` names (docs/decisions/010): with a
 * hop count, whoever connects (such a server is reachable through its proxies alone); with addresses and
 * ranges, those.
 */
export function trustsPeer(trust: TrustProxy): (address: string | undefined) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => trust > 0;
  const proxies = new BlockList();
  for (const entry of trust) {
    const [address = '', prefix] = entry.split('/');
    const family = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    if (!address) return false;
    const plain = plainAddress(address);
    return proxies.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
  };
}

/**
 * Fastify's `genReqId` (docs/decisions/028): the id a trusted proxy sent in `X-Request-Id` when it is
 * valid, so the proxy's log and ours name the request alike; otherwise a new UUID. A client that is not
 * a trusted proxy cannot choose its id (it could otherwise make its requests look like another's).
 */
export function requestIdGenerator(trust: TrustProxy): (request: IncomingMessage) => string {
  const trusted = trustsPeer(trust);
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    return typeof given === 'string' && VALID_REQUEST_ID.test(given) && trusted(request.socket.remoteAddress) ? given : randomUUID();
  };
}

/**
 * One log line per request, written when the answer has gone (docs/decisions/028), instead of Fastify's
 * two ("incoming request" and "request completed"). Like every line of the request it carries `reqId`
 * (Fastify's child logger). It holds the method, the URL with its credentials redacted, the route
 * template that answered, the status, the time taken and the client address (the privacy notice's
 * "network address of requests"); never a header, a body or a query's credential.
 */
export class OneLinePerRequest extends LogController {
  /** Whether the line is written at all: at `warn` and above nothing of it is built (the server's level is fixed at start). */
  private readonly enabled: boolean;

  constructor(
    private readonly redaction: LogRedaction,
    level: string,
  ) {
    super();
    this.enabled = ['trace', 'debug', 'info'].includes(level);
  }

  /** The request is logged once, on response. */
  override incomingRequest(): void {}

  /** The response line says 404; Fastify's own line would repeat the raw URL. */
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (!error && !this.enabled) return;
    const route = request.routeOptions.url;
    const line = {
      method: request.method,
      url: this.redaction.url(request.url, route),
      ...(route === undefined ? {} : { route }),
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
      ip: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
