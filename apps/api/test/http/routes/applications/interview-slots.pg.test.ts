import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { interviewSlots } from '../../../../src/platform/db/schema/interviews.js';
import { createApplicationRepositories } from '../../../../src/domains/applications/repositories.js';
import { createRepositoryStore } from '../../../../src/platform/db/transactions.js';
import { isUniqueViolation } from '../../../../src/platform/lib/errors.js';
import { signUpRecruiter } from '../../../helpers/applications.js';
import { concurrentBookings } from '../../../helpers/interview-slots.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { startPostgresServer, type PostgresServer } from '../../../helpers/test-database.js';

/**
 * APP-13 (docs/decisions/049) on PostgreSQL, where requests truly run side by side: one time is booked
 * once whatever arrives at the same moment, and two times of one application cannot both be booked
 * (the partial unique index), even by transactions that never saw each other.
 */
let pgServer: PostgresServer;
let ctx: TestContext;
let recruiterToken: string;
const previousUrl = process.env.DATABASE_URL;
beforeAll(async () => {
  pgServer = await startPostgresServer();
  // createTestApp makes a scratch database of its own on the server DATABASE_URL names.
  process.env.DATABASE_URL = pgServer.url;
  ctx = await createTestApp();
  recruiterToken = (await signUpRecruiter(ctx)).token;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await pgServer?.stop();
  if (previousUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = previousUrl;
});

it('six requests for one time at the same moment: one booking, five clear 409s', async () => {
  await concurrentBookings(ctx, recruiterToken);
}, 60_000);

it('two transactions booking two times of one application at once: the second breaks the unique index (409 to the caller)', async () => {
  const { id, slots } = await concurrentBookings(ctx, recruiterToken);
  const repos = createRepositoryStore(ctx.database.db, createApplicationRepositories);
  const now = ctx.clock.now();
  // Free the booked time first, then let two transactions each book one of the others.
  await repos.interviewSlots.releaseBooked(id, now, { withdraw: false });
  let firstBooked!: () => void;
  const booked = new Promise<void>((resolve) => (firstBooked = resolve));
  let letGo!: () => void;
  const hold = new Promise<void>((resolve) => (letGo = resolve));
  const first = repos.transaction(async (tx) => {
    const row = await tx.interviewSlots.book(id, slots[1]!, now);
    firstBooked();
    await hold;
    return row;
  });
  await booked;
  const second = repos.transaction((tx) => tx.interviewSlots.book(id, slots[2]!, now));
  // The second waits on the index entry the first holds; let the first commit.
  setTimeout(letGo, 200);
  const [a, b] = await Promise.allSettled([first, second]);
  expect(a.status).toBe('fulfilled');
  expect(b.status).toBe('rejected');
  expect(b.status === 'rejected' && isUniqueViolation(b.reason)).toBe(true);
  const bookedRows = await ctx.database.db
    .select({ id: interviewSlots.id })
    .from(interviewSlots)
    .where(and(eq(interviewSlots.applicationId, id), isNotNull(interviewSlots.bookedAt)));
  expect(bookedRows).toEqual([{ id: slots[1] }]);
}, 60_000);
