import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock.js';
import type { Db } from '../db/transactions.js';
import { createHealthRepository } from './health-repository.js';

/** /readyz's own limit on the probe query: a load balancer gets its answer even from a hung database. */
export const READY_PROBE_TIMEOUT_MS = 1_000;

class ProbeTimeout extends Error {}

/** The promise's result, or a ProbeTimeout after `ms` (the query itself ends by the pool's own limits). */
async function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new ProbeTimeout()), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * /readyz's checks (OPS-7, docs/decisions/011): the database answers in time, every migration
 * of this build is applied, and there is room to write. `notReady()` answers why not, or undefined.
 */
export function createHealthService({
  db,
  disk,
  clock,
  log,
}: {
  db: Db;
  disk: { isFull(now: Date): boolean };
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const health = createHealthRepository(db);
  const expected = health.shippedMigrations();
  return {
    async notReady(): Promise<string | undefined> {
      try {
        const applied = await within(health.appliedMigrations(), READY_PROBE_TIMEOUT_MS);
        if (applied < expected) return `${applied} of ${expected} migrations applied`;
      } catch (error) {
        if (error instanceof ProbeTimeout) {
          log.warn(`readiness check: the database did not answer within ${READY_PROBE_TIMEOUT_MS} ms`);
          return 'database not answering';
        }
        log.warn({ err: error }, 'readiness check failed');
        return 'database unreachable';
      }
      if (disk.isFull(clock.now())) return 'disk full: writes are refused';
      return undefined;
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
