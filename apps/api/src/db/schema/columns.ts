import { timestamp } from 'drizzle-orm/pg-core';

/** Every point in time is a `timestamp with time zone`, read as a JS Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
