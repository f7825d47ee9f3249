import { useId } from 'react';
import { swatchFill } from './swatch-colours';

interface ColourPickerProps {
  colours: readonly string[];
  halfColors: readonly string[] | undefined;
  value: string;
  onChange(colour: string): void;
}

/**
 * Colour swatches as a native radio group: arrow keys move between colours, each radio is named by
 * its colour, and the chosen colour is written out beside the legend. Each real radio lies
 * transparent over its swatch (app/styles/item.css): it takes the clicks and the focus, the swatch shows them.
 */
export function ColourPicker({ colours, halfColors, value, onChange }: ColourPickerProps) {
  const name = useId();
  return (
    <fieldset className="item-colours">
      <legend className="item-subtitle">
        Color: <span className="item-colour-value">{value}</span>
      </legend>
      <div className="item-swatches">
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
      </div>
    </fieldset>
  );
}
