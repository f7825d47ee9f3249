import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ChangeResult } from './use-order-changes';
import { SmallDayField } from '../console-fields';

interface ShipDateFieldProps {
  /** The date input's label, which names what it dates. */
  label: string;
  /** 'YYYY-MM-DD' or null. */
  value: string | null;
  /** Sets the date (null clears it). */
  save: (date: string | null) => Promise<ChangeResult>;
  /** The save button's words, and its accessible name. */
  saveLabel: string;
  saveName?: string;
  compact?: boolean;
  /** Another change of the order is under way. */
  disabled?: boolean;
}

/** The width of a line's date input, which shows a whole 'mm/dd/yyyy' and the calendar button. */
export const SHIP_DATE_WIDTH = 160;

/** A date input with its own Save (and Clear when a date is set); the server checks the order may still change. */
export function ShipDateField({ label, value, save, saveLabel, saveName, compact, disabled = false }: ShipDateFieldProps) {
  const [draft, setDraft] = useState(value ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The order was read again (after any change): the field shows what is stored.
  useEffect(() => {
    setDraft(value ?? '');
  }, [value]);

  const run = async (date: string | null) => {
    setBusy(true);
    setError(null);
    const result = await save(date);
    setBusy(false);
    if (!result.ok && !result.conflict) setError(result.message);
  };

  const changed = draft !== (value ?? '');
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <SmallDayField
          label={label}
          value={draft}
          onChange={setDraft}
          sx={{ width: compact ? SHIP_DATE_WIDTH : 190, flexShrink: 0 }}
        />
        <Button
          variant="outlined"
          size="small"
          disabled={busy || disabled || !changed || draft === ''}
          aria-label={saveName}
          onClick={() => void run(draft)}
        >
          {saveLabel}
        </Button>
        {value && !compact && (
          <Button size="small" disabled={busy || disabled} onClick={() => void run(null)}>
            Clear
          </Button>
        )}
      </Box>
      {error && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 0.5 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
