import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';
import { tokens } from '../../core/tokens';
import { swatchFill } from './swatch-colours';

/**
 * The swatches' look, given once on their row rather than through an sx per swatch: MUI computes
 * each sx on every render, and an item can have a dozen colours.
 */
const swatchesSx: SxProps<Theme> = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 1.25,
  '& label': { position: 'relative', display: 'inline-flex', cursor: 'pointer' },
  // The real radio lies transparent over its swatch: it takes the clicks and the focus, the swatch shows them.
  '& input': {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    m: 0,
    p: 0,
    opacity: 0,
    cursor: 'pointer',
    zIndex: 1,
  },
  '& input:focus-visible + span': { outline: `3px solid ${tokens.color.focus}`, outlineOffset: '3px' },
  '& input:checked + span': { boxShadow: (theme) => `0 0 0 2px #fff, 0 0 0 4px ${theme.palette.primary.main}` },
  '& span': {
    width: 36,
    height: 36,
    borderRadius: '50%',
    border: '1px solid rgba(0, 0, 0, 0.25)',
    transition: 'box-shadow 120ms',
  },
  '& span:hover': { boxShadow: '0 0 0 2px #fff, 0 0 0 4px rgba(0, 0, 0, 0.3)' },
};

interface ColourPickerProps {
  colours: readonly string[];
  halfColors: readonly string[] | undefined;
  value: string;
  onChange(colour: string): void;
}

/**
 * Colour swatches as a native radio group: arrow keys move between colours, each radio is named by
 * its colour, and the chosen colour is written out beside the legend.
 */
export function ColourPicker({ colours, halfColors, value, onChange }: ColourPickerProps) {
  const name = useId();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1, p: 0 }}>
        Color:{' '}
        <Box component="span" sx={{ fontWeight: 400 }}>
          {value}
        </Box>
      </Typography>
      <Box sx={swatchesSx}>
        {colours.map((colour) => (
          <label key={colour} title={colour}>
            <input
              type="radio"
              name={name}
              value={colour}
              checked={colour === value}
              onChange={() => onChange(colour)}
              aria-label={colour}
            />
            <span aria-hidden style={{ background: swatchFill(colour, halfColors) }} />
          </label>
        ))}
      </Box>
    </Box>
  );
}
