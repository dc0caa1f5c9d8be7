import { useEffect } from 'react';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldValues, Path, Resolver } from 'react-hook-form';
import { loadCommonPasswords, UI_MESSAGES } from '@careers/shared';

/**
 * ACC-3: sign-up and reset refuse common passwords before anything is sent, with the shared
 * schema's rule. The list is a chunk of its own (~200 KB compressed, never in the landing route):
 * the form asks for it as it appears, and validation waits for it.
 */
export function usePreloadCommonPasswords() {
  useEffect(() => {
    // A failed download is reported by the resolver when the form is sent.
    loadCommonPasswords().catch(() => undefined);
  }, []);
}

/** A resolver that first makes sure the common-password list is there. */
export function withCommonPasswords<V extends FieldValues, C, O>(resolver: Resolver<V, C, O>, passwordField: Path<V>): Resolver<V, C, O> {
  return async (values, context, options) => {
    try {
      await loadCommonPasswords();
    } catch {
      // Offline: say so on the password field rather than send a password that was not checked.
      // toNestErrors (the resolvers' own) puts a field path's error where react-hook-form looks for it.
      return { values: {}, errors: toNestErrors({ [passwordField]: { type: 'load', message: UI_MESSAGES.somethingWentWrong } }, options) };
    }
    return resolver(values, context, options);
  };
}
