import { useEffect, useSyncExternalStore } from 'react';
import type { StorefrontAnswer } from '@portal/domain';
import { postJson } from './api/api-client';

/**
 * Whether this browser is logged in to each group. The session cookie is httpOnly, so the page
 * asks the server once per group and then follows its own logins and logouts.
 */
const loggedIn = new Map<string, boolean>();
const asked = new Set<string>();
const listeners = new Set<() => void>();

function publish(group: string, value: boolean): void {
  loggedIn.set(group, value);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function ask(group: string): Promise<void> {
  try {
    const answer = await postJson<{ logged_in: boolean }>('/v1/session', { companyName: group });
    publish(group, answer.logged_in);
  } catch {
    // Unknown stays unknown: an order or the orders screen still asks for the password on a 401.
    asked.delete(group);
  }
}

/**
 * For a group with a password: true or false once known, null while asking. A group without one
 * needs no session: always true.
 */
export function useGroupSession(storefront: Pick<StorefrontAnswer, 'key' | 'has_password'>): boolean | null {
  const group = storefront.key;
  const value = useSyncExternalStore(subscribe, () => loggedIn.get(group) ?? null);
  useEffect(() => {
    if (!storefront.has_password || asked.has(group)) return undefined;
    asked.add(group);
    void ask(group);
    return undefined;
  }, [group, storefront.has_password]);
  return storefront.has_password ? value : true;
}

/** After a right password in this page. */
export function markLoggedIn(group: string): void {
  asked.add(group);
  publish(group, true);
}

/** Ends the group's sessions in this browser; the server clears its cookies. */
export async function logOut(group: string): Promise<void> {
  await postJson<null>('/v1/logout', { companyName: group });
  asked.add(group);
  publish(group, false);
}
