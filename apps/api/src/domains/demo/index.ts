/**
 * REC-21 (docs/decisions/035): the demo people a new database starts with (candidates with profiles,
 * résumés and applications at every step, a demo team's notes and ratings), and their removal with
 * `npm run db:remove-demo`. Other domains and the HTTP layer use it only through this file.
 */
import type { DbOrTx } from '../../platform/db/transactions.js';
import { createDemoRepository } from './demo-repository.js';

export { seedDemo, type DemoSeedDeps, type DemoSeedSummary } from './demo-seed.js';
export { removeDemo, type DemoRemoval } from './remove-demo.js';
export { markDemoRemoved, wasDemoRemoved } from './demo-marker.js';

/** Whether demo people are there (the dashboard's note with the removal command, `DEMO_MESSAGES.banner`). */
export const hasDemoPeople = (db: DbOrTx) => createDemoRepository(db).anyDemoUser();
