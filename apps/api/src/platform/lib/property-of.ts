/**
 * `value[name]` for a value of unknown shape (a caught error, a library's error object), without a
 * cast: undefined unless `value` is an object. E.g. `propertyOf(error, 'code') === 'ENOENT'`.
 */
export const propertyOf = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined;

/** A caught value's message: an Error's own message, anything else as text. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
