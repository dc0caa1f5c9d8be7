import { STORAGE_KEYS, type UserSummary } from '@careers/shared';

/** ACC-14: what the browser keeps of a session, under ACC-14's storage keys. */
export interface StoredUser {
  first_name: string;
  last_name: string;
  email?: string;
  role?: UserSummary['role'];
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function readUser(): StoredUser | null {
  const raw = localStorage.getItem(STORAGE_KEYS.userDetails);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredUser> | null;
    return value && typeof value.first_name === 'string' ? (value as StoredUser) : null;
  } catch {
    return null;
  }
}

export const session = {
  getToken: () => localStorage.getItem(STORAGE_KEYS.accessToken),
  getUser: readUser,
  /** ACC-14: signed in only if an access token and a first_name exist. */
  isSignedIn: () => Boolean(localStorage.getItem(STORAGE_KEYS.accessToken) && readUser()?.first_name),
  save(token: string, user: StoredUser) {
    localStorage.setItem(STORAGE_KEYS.accessToken, token);
    localStorage.setItem(STORAGE_KEYS.userDetails, JSON.stringify(user));
    localStorage.setItem(STORAGE_KEYS.fullName, `${user.first_name} ${user.last_name}`.trim());
    notify();
  },
  /** The profile changed the name: the header and ACC-14's full_name follow (the token stays). */
  updateUser(changes: Partial<Pick<StoredUser, 'first_name' | 'last_name'>>) {
    const user = readUser();
    const token = localStorage.getItem(STORAGE_KEYS.accessToken);
    if (!user || !token) return;
    this.save(token, { ...user, ...changes });
  },
  clear() {
    for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
    notify();
  },
  subscribe(this: void, listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || (Object.values(STORAGE_KEYS) as string[]).includes(event.key)) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};
