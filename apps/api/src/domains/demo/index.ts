/**
 * REC-21 (docs/decisions/035): the demo people a new database starts with (candidates with profiles,
 * résumés and applications at every step, a demo team's notes and ratings), and their removal with
 * `npm run db:remove-demo`. Other domains and the HTTP layer use it only through this file.
 */
export { seedDemo, type DemoSeedDeps, type DemoSeedSummary } from './demo-seed.js';
export { removeDemo, type DemoRemoval } from './remove-demo.js';
export { markDemoRemoved, wasDemoRemoved } from './demo-marker.js';
// Whether demo data is there (the dashboard's banner with the removal command) is the dashboard's own
// count of demo jobs and their demo applicants (domains/workspace/dashboard-repository.ts).
