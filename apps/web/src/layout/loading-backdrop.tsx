import { useNavigation } from 'react-router';
import { Spinner } from '../common/spinner';

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
