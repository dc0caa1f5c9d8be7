import { AUDIT_MESSAGES as A } from '@careers/shared';
import type { Clock } from '../../platform/lib/clock.js';
import { unavailable } from '../../platform/lib/domain-error.js';
import type { Db } from '../../platform/db/transactions.js';
import { accessAudit } from '../../platform/db/schema/access-audit.js';

/**
 * REC-9 (docs/decisions/032, 033): one list view (table or board) of a job's applicants is one access to
 * every candidate who had applied to that job by then, recorded as one 'applicants_view' row, whose
 * `file_ref` is the view's client UUID. The pages and columns one view fetches write nothing more
 * (`access_audit_view_once_idx` is unique per actor, job and view). Like `record`, a row that cannot be
 * written throws 'unavailable', so the list is not served.
 */
export function createListViews({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async recordView(actorId: number, jobId: number, viewId: string): Promise<void> {
      try {
        await db
          .insert(accessAudit)
          .values({ at: clock.now(), actorId, candidateId: null, kind: 'applicants_view', jobId, fileRef: viewId })
          .onConflictDoNothing();
      } catch (error) {
        throw unavailable(A.unavailable, error);
      }
    },
  };
}
export type ListViews = ReturnType<typeof createListViews>;
