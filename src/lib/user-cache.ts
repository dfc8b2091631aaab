import type { PublicUser } from "@/server/auth/present";

/**
 * The signed-in user kept in the browser, keyed by profile id as the spec has it
 * (`rishta.user.<profileId>`, or the user id for an account without a profile) with a pointer
 * `rishta.user.current` to the live entry. A cache only: the server's session decides who is signed
 * in, and every page reads the user from the server.
 */
export type CachedUser = PublicUser;

const PREFIX = "rishta.user.";
export const CURRENT_USER_KEY = `${PREFIX}current`;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage can be switched off (private mode, site settings): the cache then simply stays empty.
    return null;
  }
}

export function userCacheKey(user: Pick<PublicUser, "id" | "profileId">): string {
  return `${PREFIX}${user.profileId ?? user.id}`;
}

export function cacheUser(user: CachedUser): void {
  const store = storage();
  if (!store) return;
  try {
    const key = userCacheKey(user);
    const previous = store.getItem(CURRENT_USER_KEY);
    if (previous && previous !== key) store.removeItem(previous);
    store.setItem(key, JSON.stringify(user));
    store.setItem(CURRENT_USER_KEY, key);
  } catch {
    // A full or locked storage must never break signing in.
  }
}

export function readCachedUser(): CachedUser | null {
  const store = storage();
  if (!store) return null;
  try {
    const key = store.getItem(CURRENT_USER_KEY);
    if (!key?.startsWith(PREFIX)) return null;
    const raw = store.getItem(key);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return isCachedUser(value) ? value : null;
  } catch {
    return null;
  }
}

/** Forgets every cached user (sign-out, account deletion): nothing of the member stays behind. */
export function clearUserCache(): void {
  const store = storage();
  if (!store) return;
  try {
    const keys: string[] = [];
    for (let index = 0; index < store.length; index++) {
      const key = store.key(index);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // Nothing to do: an unreadable storage holds nothing we could clear.
  }
}

function isCachedUser(value: unknown): value is CachedUser {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === "string" &&
    typeof record.name === "string" &&
    typeof record.email === "string" &&
    (record.role === "member" || record.role === "admin")
  );
}
