import { useNavigation } from 'react-router';

/** The indeterminate spinner, drawn like MUI's CircularProgress; index.html shows the same one before any script runs. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <svg className="spinner" viewBox="22 22 44 44" role="progressbar" aria-label={label}>
      <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
    </svg>
  );
}

/** Covers the page with a spinner while a route navigation loads (docs/product.md#the-shell). */
export function LoadingBackdrop() {
  const loading = useNavigation().state === 'loading';
  if (!loading) return null;
  return (
    <div className="veil">
      <Spinner />
    </div>
  );
}

/** Shown before the first screen of a group has loaded. */
export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <Spinner />
    </div>
  );
}
