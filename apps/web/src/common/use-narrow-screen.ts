import { useSyncExternalStore } from 'react';

// MUI's down('sm'): just under the tokens' sm breakpoint (600 px). test-support/browser.ts viewport()
// answers any max-width query as a phone, so tests can draw either layout.
const NARROW = '(max-width: 599.95px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True on a phone-wide window (below 600 px), kept current as the window is resized. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}
