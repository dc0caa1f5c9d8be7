// `npm run test:pg`: the API integration tests again, on the PostgreSQL server named by
// TEST_DATABASE_URL (each test file creates and drops its own database there). Without it, says so.
// Files named *.pg.test.ts always run on PostgreSQL (TEST_DATABASE_URL, or a throw-away server they
// start), so they already ran in test:unit and are not repeated here.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('test:pg: TEST_DATABASE_URL is not set; API tests ran on embedded PGlite only.');
  process.exit(0);
}
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', '--exclude', '**/*.pg.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url },
});
process.exit(result.status ?? 1);
