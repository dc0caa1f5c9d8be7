import { z } from 'zod';
import type { Delivery } from '../../platform/background/job-kind.js';
import { defineStoredJobKind } from '../../platform/background/stored-job-kind.js';
import { inTransaction, type DbOrTx } from '../../platform/db/transactions.js';
import type { FileStorage } from '../../platform/storage/storage.js';
import { DEFAULT_EXTRACTION_LIMITS, extractText, sourceOfMime, type ExtractionLimits } from './resume-text.js';
import { createTalentRepository } from './talent-repository.js';

/** An uploaded resume or CV whose text the talent pool reads. */
export interface UploadedText {
  userId: number;
  storageKey: string;
  /** The file's type as its content showed it (only PDF and DOCX have a text we read). */
  mime: string;
}

/**
 * REC-10, docs/decisions/024: reading an upload's text for the talent pool is a durable job, queued in
 * the upload's transaction and done after its commit by a worker, so a restart (even kill -9) loses none.
 * The worker reads the stored file (not the upload's bytes), extracts its text in a bounded worker thread
 * (resume-text.ts) and re-indexes the owner's document. A storage failure is retried with back-off; a
 * file replaced or removed since, a file with no readable text, or an account deleted since
 * (docs/decisions/018) simply ends the job.
 */
export const talentTextJobs = defineStoredJobKind({
  name: 'talent-text',
  label: 'Talent text',
  payload: z.object({ userId: z.number().int(), storageKey: z.string().min(1), mime: z.string() }),
  settings: (config) => config.talentText,
  async deliver(
    { userId, storageKey, mime }: UploadedText,
    { deps, db, clock }: Delivery<{ storage: FileStorage; extractionLimits?: ExtractionLimits }>,
  ) {
    const source = sourceOfMime(mime);
    if (!source) return;
    const stored = await deps.storage.get(storageKey);
    if (!stored) return;
    const text = await extractText(source, stored.data, deps.extractionLimits ?? DEFAULT_EXTRACTION_LIMITS);
    if (!text) return;
    await inTransaction(db, async (tx) => {
      const talent = createTalentRepository(tx);
      if (await talent.saveFileText(userId, storageKey, text, clock.now())) await talent.refreshDocument(userId, clock.now());
    });
  },
});

/**
 * Have the text of an uploaded resume or CV read for the talent pool, in the upload's transaction (its
 * commit wakes this process's worker). Files with no text we read (an old .doc, an image) queue nothing.
 */
export async function queueTextExtraction(tx: DbOrTx, file: UploadedText, now: Date): Promise<void> {
  if (sourceOfMime(file.mime)) await talentTextJobs.enqueue(tx, file, now);
}
