import { STORAGE_KEYS, USER_ROLES, type UserSummary } from '@careers/shared';

/** ACC-14: what the browser keeps of a session, under ACC-14's storage keys. */
export interface StoredUser {
  first_name: string;
  last_name: string;
  email?: string;
  role?: UserSummary['role'];
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The stored user: a session needs its first_name (ACC-14); the other fields are kept when they are of their type. */
function readUser(): StoredUser | null {
  const raw = localStorage.getItem(STORAGE_KEYS.userDetails);
  const value = raw ? parseJson(raw) : undefined;
  if (typeof value !== 'object' || value === null || !('first_name' in value) || typeof value.first_name !== 'string') return null;
  const user: StoredUser = {
    first_name: value.first_name,
    last_name: 'last_name' in value && typeof value.last_name === 'string' ? value.last_name : '',
  };
  if ('email' in value && typeof value.email === 'string') user.email = value.email;
  const role = 'role' in value ? USER_ROLES.find((name) => name === value.role) : undefined;
  if (role) user.role = role;
  return user;
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
      if (event.key === null || Object.values(STORAGE_KEYS).some((key) => key === event.key)) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};
