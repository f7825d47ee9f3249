/**
 * The indeterminate spinner, drawn like MUI's CircularProgress; index.html shows the same one before
 * any script runs. `small` fits inside a button (20 px) and takes the button's text colour. With no
 * label it is decoration only (in a button that says aria-busy, whose name must stay its text).
 */
export function Spinner({ label = 'Loading', small = false }: { label?: string | null; small?: boolean }) {
  const named = label === null ? { 'aria-hidden': true } : { role: 'progressbar', 'aria-label': label };
  return (
    <svg className={small ? 'spinner spinner-small' : 'spinner'} viewBox="22 22 44 44" {...named}>
      <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
    </svg>
  );
}
