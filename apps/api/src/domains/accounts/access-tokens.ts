import { errors, jwtVerify, SignJWT } from 'jose';

/** ACC-13: HS256 only; any other algorithm in a token header is refused. */
const ALGORITHM = 'HS256';
export const TOKEN_AUDIENCE = 'careers-web';

export interface AccessTokenClaims {
  userId: number;
  sessionId: string;
}

export type TokenProblem = 'invalid' | 'expired';

export function createAccessTokens(options: { secret: string; issuer: string }) {
  const key = new TextEncoder().encode(options.secret);
  return {
    async sign(claims: AccessTokenClaims, issuedAt: Date, expiresAt: Date): Promise<string> {
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(options.issuer)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },

    /** Checks signature, algorithm, issuer, audience and expiry against the given time. */
    async verify(token: string, now: Date): Promise<AccessTokenClaims | TokenProblem> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: options.issuer,
          audience: TOKEN_AUDIENCE,
          currentDate: now,
          requiredClaims: ['sub', 'sid', 'exp', 'iat'],
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.sid !== 'string') return 'invalid';
        return { userId, sessionId: payload.sid };
      } catch (error) {
        return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
