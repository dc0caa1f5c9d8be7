import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * docs/decisions/035: `npm run db:remove-demo` leaves this file in DATA_DIR (beside the embedded database),
 * and the start-up never seeds the demo again where it is: a database the operator emptied of its demo
 * stays empty even before the first real job or candidate arrives.
 */
const markerOf = (dataDir: string) => path.join(dataDir, 'demo-removed');

export const wasDemoRemoved = (dataDir: string) => existsSync(markerOf(dataDir));

export async function markDemoRemoved(dataDir: string, at: Date): Promise<void> {
  await writeFile(markerOf(dataDir), `The demo data was removed at ${at.toISOString()} (npm run db:remove-demo).\n`, { mode: 0o600 });
}
