import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email.js';

describe('maskEmail (ACC-6)', () => {
  it('keeps the first and last three characters of a long local part and the domain', () => {
    expect(maskEmail('priya.sharma@example.in')).toBe('pri******rma@example.in');
    expect(maskEmail('abcdefg@x.io')).toBe('abc*efg@x.io');
  });

  it('shows only the first character of local parts of six characters or fewer (our rule)', () => {
    expect(maskEmail('abcdef@x.io')).toBe('a*****@x.io');
    expect(maskEmail('ab@x.io')).toBe('a*@x.io');
    expect(maskEmail('a@x.io')).toBe('*@x.io');
  });

  it('never reveals the whole local part', () => {
    for (const local of ['a', 'ab', 'abc', 'abcd', 'abcde', 'abcdef', 'abcdefg', 'abcdefgh']) {
      expect(maskEmail(`${local}@d.com`).split('@')[0]).not.toBe(local);
    }
  });
});
