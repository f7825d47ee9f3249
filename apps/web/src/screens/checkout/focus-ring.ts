/**
 * The theme's yellow focus ring for MUI buttons: ButtonBase sets `outline: 0`, which beats the
 * global `:focus-visible` rule, leaving only a faint ripple for keyboard users.
 */
export const FOCUS_RING = { '&.Mui-focusVisible': { outline: '3px solid #e0a100', outlineOffset: '2px' } } as const;
