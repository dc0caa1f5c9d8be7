import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { createOutboxWorker, type OutboxQueue } from '../../../src/platform/background/outbox-worker.js';
import { createTestClock } from '../../helpers/test-clock.js';

interface Job {
  id: number;
  attempts: number;
}

/** A queue holding one due job in memory, recording how the worker settled it. */
function oneJobQueue() {
  const settled: { error: string; kind: 'retry' | 'failed' }[] = [];
  let claimed = false;
  const queue: OutboxQueue<Job> = {
    async claimDue() {
      if (claimed) return [];
      claimed = true;
      return [{ id: 1, attempts: 1 }];
    },
    async release() {
      return 0;
    },
    async markRetry(_job, _worker, _now, error) {
      settled.push({ error, kind: 'retry' });
    },
    async markFailed(_job, _worker, _now, error) {
      settled.push({ error, kind: 'failed' });
    },
  };
  return { queue, settled };
}

describe('outbox worker: what a failed delivery leaves behind (GEN-12)', () => {
  it('stores and logs a database error by its code, never with the values of its query', async () => {
    const { queue, settled } = oneJobQueue();
    const logged: string[] = [];
    const log = {
      info: (message: string) => logged.push(message),
      warn: (details: object, message: string) => logged.push(JSON.stringify(details) + message),
      error: (details: object, message: string) => logged.push(JSON.stringify(details) + message),
    };
    const pgError = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      code: '23505',
      severity: 'ERROR',
      detail: 'Key (email)=(priya.sharma@example.in) already exists.',
    });
    const worker = createOutboxWorker<Job>({
      label: 'test',
      queue,
      deliver: async () => {
        throw new DrizzleQueryError('insert into "users" ("email") values ($1)', ['priya.sharma@example.in'], pgError);
      },
      isPermanent: () => false,
      describe: (job) => ({ id: job.id }),
      clock: createTestClock(),
      log,
      workerId: 'test-worker',
      config: { pollMs: 1000, maxAttempts: 5, batchSize: 1, leaseMs: 60_000, backoffBaseMs: 1000, backoffMaxMs: 60_000 },
    });
    await worker.runOnce();
    expect(settled).toEqual([{ error: 'database error 23505', kind: 'retry' }]);
    expect(logged.join('\n')).not.toContain('priya.sharma');
  });

  it('keeps a mail server’s or CRM’s own answer, which names no query values', async () => {
    const { queue, settled } = oneJobQueue();
    const worker = createOutboxWorker<Job>({
      label: 'test',
      queue,
      deliver: async () => {
        throw new Error('421 4.7.0 Try again later');
      },
      isPermanent: () => false,
      describe: (job) => ({ id: job.id }),
      clock: createTestClock(),
      log: { info: () => {}, warn: () => {}, error: () => {} },
      workerId: 'test-worker',
      config: { pollMs: 1000, maxAttempts: 5, batchSize: 1, leaseMs: 60_000, backoffBaseMs: 1000, backoffMaxMs: 60_000 },
    });
    await worker.runOnce();
    expect(settled).toEqual([{ error: '421 4.7.0 Try again later', kind: 'retry' }]);
  });
});
