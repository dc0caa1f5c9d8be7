import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AUTH_MESSAGES, RECRUITER_AREA_ROLES, TEAM_MESSAGES, userSummarySchema } from '@careers/shared';
import { findSessionWithUser, type AccessTokens, type Role } from '../../domains/accounts/index.js';
import { forbidden } from '../../platform/lib/domain-error.js';
import { HttpError } from '../lib/error-handler.js';

/** Every role: `app.requireRole(...EVERY_ROLE)` lets in anyone signed in. */
export const EVERY_ROLE: readonly Role[] = userSummarySchema.shape.role.options;
/** REC-8: the recruiter area admits recruiters and admins: `app.requireRole(...RECRUITER_AREA)`. */
export const RECRUITER_AREA: readonly Role[] = RECRUITER_AREA_ROLES;

/** Who is calling, once `app.authenticate` has run (ACC-13). */
export interface AuthUser {
  id: number;
  email: string;
  role: Role;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for GEN-9's "(auth)" calls: a valid, live session or 401. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: signed in (401 otherwise) with one of these roles (403 otherwise). */
    requireRole(...roles: Role[]): preHandlerAsyncHookHandler;
    /**
     * preHandler: anonymous callers pass (`request.user` stays null); a caller who sends a token must
     * be signed in (401 otherwise) with one of these roles (403 otherwise). Job alerts (ALR-1).
     */
    requireRoleOrAnonymous(...roles: Role[]): preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/i;

/** RFC 6750: 401 answers say which scheme to use, and whether the token was the problem. */
const unauthorized = (message: string, tokenProblem: boolean) =>
  new HttpError(401, message, undefined, {
    'www-authenticate': tokenProblem ? 'Bearer realm="careers", error="invalid_token"' : 'Bearer realm="careers"',
  });

/** The signed-in user of a route behind `app.authenticate` (a 401 if the preHandler was forgotten). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized(AUTH_MESSAGES.authMissing, false);
  return request.user;
}

/**
 * ACC-13: access tokens are HS256 JWTs (issuer, audience, expiry checked) naming a session row;
 * the row must exist, be unrevoked and unexpired, so logout and password reset end a token at
 * once. Each route folder states its rule once, for every route in it, with a plugin-level hook
 * (docs/decisions/010): `app.addHook('onRequest', app.requireRole('candidate'))` (or `...RECRUITER_AREA`, or 'admin', or
 * `...EVERY_ROLE` for anyone signed in); a public folder has no hook, and no folder mixes the two (src/README.md).
 */
async function authPlugin(app: FastifyInstance, { tokens }: { tokens: AccessTokens }) {
  app.decorateRequest('user', null);

  const authenticate: preHandlerAsyncHookHandler = async (request) => {
    const header = request.headers.authorization;
    if (!header) throw unauthorized(AUTH_MESSAGES.authMissing, false);
    const match = BEARER.exec(header.trim());
    if (!match?.[1]) throw unauthorized(AUTH_MESSAGES.authInvalid, true);
    const now = app.clock.now();
    const claims = await tokens.verify(match[1], now);
    if (claims === 'expired') throw unauthorized(AUTH_MESSAGES.authExpired, true);
    if (claims === 'invalid') throw unauthorized(AUTH_MESSAGES.authInvalid, true);
    const found = await findSessionWithUser(app.database.db, claims.sessionId);
    if (!found || found.user.id !== claims.userId) throw unauthorized(AUTH_MESSAGES.authInvalid, true);
    if (found.session.revokedAt) throw unauthorized(AUTH_MESSAGES.authRevoked, true);
    if (found.session.expiresAt <= now) throw unauthorized(AUTH_MESSAGES.authExpired, true);
    // REC-8: deactivation revokes the sessions too; this holds even for one started in the same instant.
    if (found.user.deactivatedAt) throw unauthorized(TEAM_MESSAGES.sessionDeactivated, true);
    request.user = { id: found.user.id, email: found.user.email, role: found.user.role, sessionId: found.session.id };
  };

  app.decorate('authenticate', authenticate);
  app.decorate(
    'requireRole',
    (...roles: Role[]): preHandlerAsyncHookHandler =>
      async function requireRole(request, reply) {
        if (!request.user) await authenticate.call(this, request, reply);
        if (!request.user || !roles.includes(request.user.role)) throw forbidden(AUTH_MESSAGES.forbidden);
      },
  );
  app.decorate(
    'requireRoleOrAnonymous',
    (...roles: Role[]): preHandlerAsyncHookHandler =>
      async function requireRoleOrAnonymous(request, reply) {
        if (request.headers.authorization === undefined) return;
        if (!request.user) await authenticate.call(this, request, reply);
        if (!request.user || !roles.includes(request.user.role)) throw forbidden(AUTH_MESSAGES.forbidden);
      },
  );
}

export default fp(authPlugin, { name: 'auth' });
