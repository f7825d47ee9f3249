/** sx that hides text from the eye and keeps it for screen readers. */
export const visuallyHidden = {
  position: 'absolute',
  // Strings: in sx, a bare 1 would mean 100%.
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
