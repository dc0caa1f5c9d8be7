/**
 * Job alerts (ALR): saved searches e-mailed at once, daily or weekly, with double opt-in for anonymous
 * visitors. Other domains and the HTTP layer use it only through this file.
 */
import type { DbOrTx } from '../../platform/db/transactions.js';
import { createJobAlertsRepository } from './job-alerts-repository.js';
import { toJobAlert } from './job-alerts-service.js';

export { jobAlertConfirmEmail, jobAlertEmail, type AlertSearchWords } from './job-alert-emails.js';
export { createJobAlertsService, JOB_ALERT_DIGEST_AT_UTC, type JobAlertsService } from './job-alerts-service.js';

/** PRV-2: the candidate's job alerts (saved filters, frequency and address), for the data export. */
export const jobAlertsOf = async (db: DbOrTx, userId: number) =>
  (await createJobAlertsRepository(db).listFor(userId)).map((alert) => ({ ...toJobAlert(alert), email: alert.email }));

/** PRV-4: the candidate's job alerts, and any confirmed for the same address, in the erasure's transaction. */
export const deleteJobAlertsOf = (tx: DbOrTx, userId: number, email: string) => createJobAlertsRepository(tx).deleteAllFor(userId, email);

/** ALR-7: anonymous alerts nobody confirmed while their link worked (before `before`). */
export const purgeUnconfirmedAlerts = (db: DbOrTx, before: Date) => createJobAlertsRepository(db).purgeUnconfirmedBefore(before);
