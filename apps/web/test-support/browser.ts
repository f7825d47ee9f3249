import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A screen's first render waits for its chunk to be transformed, slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

// What the screens use and jsdom does not draw: scrolling, size changes, media queries.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// jsdom has no matchMedia: every query answers no (a desktop-wide window) unless a test calls viewport().
window.matchMedia ??= (query: string) => mediaQueryList(query, false);

// jsdom has no showModal() or close(): open and close a <dialog> as a browser would, Escape included
// (cancel, then close unless cancelled). It does not make the page inert or move focus.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement, returnValue?: string) {
  if (!this.open) return;
  if (returnValue !== undefined) this.returnValue = returnValue;
  this.open = false;
  this.dispatchEvent(new Event('close'));
};
document.addEventListener('keydown', (event) => {
  const dialog = [...document.querySelectorAll('dialog')].findLast((element) => element.open);
  if (event.key !== 'Escape' || !dialog) return;
  if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
});

function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}

/** Makes media queries (MUI's, useNarrowScreen's) see a phone (below sm, 600 px) or a wider window, for this test. */
export function viewport(kind: 'phone' | 'desktop'): void {
  // MUI asks '(max-width:599.95px)' for down('sm'), useNarrowScreen '(max-width: 599.95px)'.
  vi.stubGlobal('matchMedia', (query: string) => mediaQueryList(query, kind === 'phone' && query.includes('max-width')));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});
