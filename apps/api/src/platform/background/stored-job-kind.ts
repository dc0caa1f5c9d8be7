import type { z } from 'zod';
import type { AppConfig, OutboxWorkerConfig } from '../config/config.js';
import { createBackgroundJobsRepository, type BackgroundJobRow } from './background-jobs-repository.js';
import { defineJobKind, type Delivery, type JobKind } from './job-kind.js';

/** A stored payload its kind's schema refuses (written by an older version): no retry can mend it. */
class MalformedPayloadError extends Error {}

/**
 * docs/decisions/024: a job kind kept in `background_jobs` (no table of its own): its name, its payload's
 * schema (the payload type, and the check made when a job is delivered), its settings, and how one job
 * is delivered; storing, claiming and settling are the table's.
 */
export function defineStoredJobKind<Payload, Deps>(definition: {
  name: string;
  label: string;
  payload: z.ZodType<Payload>;
  settings(config: AppConfig): OutboxWorkerConfig;
  /** Do the work of one job; throw to have it retried with back-off. */
  deliver(payload: Payload, delivery: Delivery<Deps>): Promise<void>;
  /** An error no retry can mend; by default none. */
  isPermanent?(error: unknown): boolean;
}): JobKind<Payload, { id: number }, BackgroundJobRow, Deps> {
  const { name } = definition;
  return defineJobKind({
    name,
    label: definition.label,
    settings: (config) => definition.settings(config),
    store: (tx, payload: Payload, now) => createBackgroundJobsRepository(tx, name).enqueue(payload, now),
    queue: (db) => createBackgroundJobsRepository(db, name),
    async deliver(job: BackgroundJobRow, delivery: Delivery<Deps>) {
      const parsed = definition.payload.safeParse(job.payload);
      if (!parsed.success) throw new MalformedPayloadError(`the payload of a ${name} job does not fit its kind`);
      await definition.deliver(parsed.data, delivery);
      if ((await createBackgroundJobsRepository(delivery.db, name).markDone(job, delivery.workerId, delivery.clock.now())) === null)
        delivery.log.warn(
          { jobId: job.id, kind: name },
          `${definition.label} job done after its claim lapsed; another process had taken it over`,
        );
    },
    isPermanent: (error) => error instanceof MalformedPayloadError || (definition.isPermanent?.(error) ?? false),
    describe: (job: BackgroundJobRow) => ({ jobId: job.id, kind: name }),
    stats: (db) => createBackgroundJobsRepository(db, name).queueStats(),
    retryFailed: (db, now) => createBackgroundJobsRepository(db, name).requeueFailed(now),
  });
}
