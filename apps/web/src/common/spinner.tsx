/**
 * The indeterminate spinner, drawn like MUI's CircularProgress; index.html shows the same one before
 * any script runs. `small` fits inside a button (20 px) and takes the button's text colour.
 */
export function Spinner({ label = 'Loading', small = false }: { label?: string; small?: boolean }) {
  return (
    <svg className={small ? 'spinner spinner-small' : 'spinner'} viewBox="22 22 44 44" role="progressbar" aria-label={label}>
      <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
    </svg>
  );
}
