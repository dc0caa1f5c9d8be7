import { describe, expect, it } from 'vitest';
import { CURSOR_MESSAGES } from '@careers/shared';
import { decodeCursor, encodeCursor } from '../../../src/domains/workspace/index.js';
import { DomainError } from '../../../src/platform/lib/domain-error.js';

const refusal = { code: 'invalid', field: 'cursor', message: CURSOR_MESSAGES.invalid };
const refused = (run: () => unknown) => {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(DomainError);
  expect(thrown).toMatchObject(refusal);
};

describe('keyset cursors (docs/decisions/032)', () => {
  it('give back the last row’s sort value and id for the same list', () => {
    for (const value of ['Priya Sharma', '2026-06-10T10:00:00.000Z', 3.5, 0, null]) {
      const cursor = encodeCursor('name:asc|q=priya', { value, id: 42 });
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeCursor('name:asc|q=priya', cursor)).toEqual({ value, id: 42 });
    }
  });

  it('refuse a cursor of another sort, direction or filter with a message (400)', () => {
    const cursor = encodeCursor('name:asc', { value: 'Priya', id: 7 });
    refused(() => decodeCursor('name:desc', cursor));
    refused(() => decodeCursor('rating:asc', cursor));
    refused(() => decodeCursor('name:asc|step=offer', cursor));
  });

  it('refuse garbage: not base64 JSON, wrong shapes, unstorable text, ids that are not row ids', () => {
    const raw = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');
    for (const cursor of [
      'not a cursor!',
      '',
      Buffer.from('{"s":').toString('base64url'),
      raw(null),
      raw([1, 2]),
      raw({ s: 'name:asc' }),
      raw({ s: 'name:asc', v: ['Priya'] }),
      raw({ s: 'name:asc', v: ['Priya', 0] }),
      raw({ s: 'name:asc', v: ['Priya', 1.5] }),
      raw({ s: 'name:asc', v: ['Priya', '7'] }),
      raw({ s: 'name:asc', v: [{ a: 1 }, 7] }),
      raw({ s: 'name:asc', v: [true, 7] }),
      // Text PostgreSQL cannot hold (a NUL, a lone surrogate): a 400 here, not a 500 from the query.
      raw({ s: 'name:asc', v: ['Pri\u0000ya', 7] }),
      raw({ s: 'name:asc', v: ['\ud800', 7] }),
    ])
      refused(() => decodeCursor('name:asc', cursor));
  });
});
