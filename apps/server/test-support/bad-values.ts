/** Values that must never be taken where a field expects something sane. */
export const BAD_VALUES: unknown[] = [
  null,
  true,
  -1,
  1.5,
  1e300,
  '',
  ' ',
  'x'.repeat(5000),
  'nul\u0000byte',
  '<script>alert(1)</script>',
  [],
  {},
  { $gt: '' },
  ['in_production'],
];
