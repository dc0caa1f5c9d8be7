import { useSyncExternalStore } from 'react';
import { session, type StoredUser } from './session';

let cachedKey = '';
let cachedValue: { signedIn: boolean; user: StoredUser | null } = { signedIn: false, user: null };

function snapshot() {
  const user = session.getUser();
  const signedIn = session.isSignedIn();
  const key = `${signedIn}|${JSON.stringify(user)}`;
  if (key !== cachedKey) {
    cachedKey = key;
    cachedValue = { signedIn, user };
  }
  return cachedValue;
}

/** The stored session, re-rendering on login, logout and changes in other tabs. */
export function useSession() {
  return useSyncExternalStore(session.subscribe, snapshot, snapshot);
}
