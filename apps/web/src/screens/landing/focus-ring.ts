/**
 * The theme's ':focus-visible' outline loses to MUI's `outline: 0` on ButtonBase (buttons, icon buttons,
 * card action areas), so keyboard focus on them is barely visible. Put this on a screen's root (and on a
 * dialog, which renders outside it) to draw the same ring on every MUI control that has keyboard focus.
 */
export const focusRingSx = {
  '& .Mui-focusVisible': { outline: '3px solid #e0a100', outlineOffset: '2px' },
  // A card clips what is drawn outside it: the ring goes inside.
  '& .MuiCardActionArea-root.Mui-focusVisible': { outlineOffset: '-3px' },
} as const;
