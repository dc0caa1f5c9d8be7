import { CURSOR_MESSAGES, isStorableText } from '@careers/shared';
import { invalid } from '../../platform/lib/domain-error.js';

/** A sort key's value on the last row of a page (a name, a time as ISO text, a number, or null). */
export type KeysetValue = string | number | null;

/** Where the next page starts: the last row's sort value and its id (the tie-breaker). */
export interface KeysetPosition {
  value: KeysetValue;
  id: number;
}

const isKeysetValue = (value: unknown): value is KeysetValue =>
  value === null || (typeof value === 'string' && isStorableText(value)) || (typeof value === 'number' && Number.isFinite(value));

/**
 * docs/decisions/032: keyset paging, not offsets. A cursor is base64url JSON `{ s, v: [value, id] }`: `s`
 * is the list's signature (its sort, direction and filters, as the caller writes them), so a cursor
 * handed to another order or filter is refused instead of starting at a meaningless place.
 */
export function encodeCursor(signature: string, position: KeysetPosition): string {
  return Buffer.from(JSON.stringify({ s: signature, v: [position.value, position.id] }), 'utf8').toString('base64url');
}

/** The position a cursor names, if it was made for `signature`; anything else is a 400 ('invalid', field `cursor`). */
export function decodeCursor(signature: string, cursor: string): KeysetPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid(CURSOR_MESSAGES.invalid, 'cursor');
  }
  if (typeof parsed !== 'object' || parsed === null || !('s' in parsed) || !('v' in parsed))
    throw invalid(CURSOR_MESSAGES.invalid, 'cursor');
  const { s, v } = parsed;
  if (s !== signature || !Array.isArray(v) || v.length !== 2) throw invalid(CURSOR_MESSAGES.invalid, 'cursor');
  const value: unknown = v[0];
  const id: unknown = v[1];
  if (!isKeysetValue(value) || typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1)
    throw invalid(CURSOR_MESSAGES.invalid, 'cursor');
  return { value, id };
}
