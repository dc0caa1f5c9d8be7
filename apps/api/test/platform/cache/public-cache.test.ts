import { describe, expect, it } from 'vitest';
import {
  createPublicCache,
  matchesIfNoneMatch,
  singleProcessSignal,
  type ChangeSignal,
  type FreshAnswer,
} from '../../../src/platform/cache/public-cache.js';

const fresh = (body: string): FreshAnswer => ({ body, contentType: 'text/plain', cacheControl: 'public' });

/** A producer the test finishes when it likes. */
function heldProducer(body: string) {
  let calls = 0;
  let finish: () => void = () => {};
  const held = new Promise<void>((resolve) => (finish = resolve));
  return {
    produce: async () => {
      calls += 1;
      await held;
      return fresh(body);
    },
    finish: () => finish(),
    calls: () => calls,
  };
}

describe('the public cache (docs/decisions/012)', () => {
  it('runs one producer for concurrent misses of a key, then answers from memory', async () => {
    const cache = createPublicCache(singleProcessSignal);
    const producer = heldProducer('list v1');
    const both = Promise.all([cache.answer('k', producer.produce), cache.answer('k', producer.produce)]);
    producer.finish();
    const [a, b] = await both;
    expect(a?.body.toString()).toBe('list v1');
    expect(b).toBe(a);
    expect(producer.calls()).toBe(1);
    expect((await cache.answer('k', async () => fresh('list v2')))?.body.toString()).toBe('list v1');
  });

  it('does not keep an answer read before a change that arrived while it was being made', async () => {
    const cache = createPublicCache(singleProcessSignal);
    const producer = heldProducer('read before the change');
    const pending = cache.answer('k', producer.produce);
    await cache.invalidate();
    producer.finish();
    expect((await pending)?.body.toString()).toBe('read before the change');
    expect((await cache.answer('k', async () => fresh('read after the change')))?.body.toString()).toBe('read after the change');
  });

  it('keeps nothing while changes from other processes could go unheard', async () => {
    const deaf: ChangeSignal = { ready: false, announce: async () => {}, close: async () => {} };
    const cache = createPublicCache(deaf);
    await cache.answer('k', async () => fresh('one'));
    expect((await cache.answer('k', async () => fresh('two')))?.body.toString()).toBe('two');
    expect(cache.size).toBe(0);
  });

  it('keeps no answer its producer declines (a 404)', async () => {
    const cache = createPublicCache(singleProcessSignal);
    expect(await cache.answer('k', async () => undefined)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('matches If-None-Match by weak comparison, in lists, and *', () => {
    expect(matchesIfNoneMatch('"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abcd"', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"abc"')).toBe(false);
  });
});
