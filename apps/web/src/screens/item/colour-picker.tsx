import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { swatchFill } from './swatch-colours';

/** The real radio lies transparent over its swatch: it takes the clicks and the focus, the swatch shows them. */
const overSwatch = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  m: 0,
  p: 0,
  opacity: 0,
  cursor: 'pointer',
  zIndex: 1,
} as const;

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
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.25 }}>
        {colours.map((colour) => (
          <Box
            component="label"
            key={colour}
            title={colour}
            sx={{ position: 'relative', display: 'inline-flex', cursor: 'pointer' }}
          >
            <Box
              component="input"
              type="radio"
              name={name}
              value={colour}
              checked={colour === value}
              onChange={() => onChange(colour)}
              aria-label={colour}
              sx={{
                ...overSwatch,
                '&:focus-visible + span': { outline: '3px solid #e0a100', outlineOffset: '3px' },
                '&:checked + span': { boxShadow: (theme) => `0 0 0 2px #fff, 0 0 0 4px ${theme.palette.primary.main}` },
              }}
            />
            <Box
              component="span"
              aria-hidden
              sx={{
                width: 36,
                height: 36,
                borderRadius: '50%',
                background: swatchFill(colour, halfColors),
                border: '1px solid rgba(0, 0, 0, 0.25)',
                transition: 'box-shadow 120ms',
                '&:hover': { boxShadow: '0 0 0 2px #fff, 0 0 0 4px rgba(0, 0, 0, 0.3)' },
              }}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
