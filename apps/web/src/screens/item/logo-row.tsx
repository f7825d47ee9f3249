import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export interface LogoRowProps {
  id: string;
  label: string;
  placementLabel: string;
  options: readonly string[];
  emptyLabel: string;
  embroidery: string;
  onEmbroidery(value: string): void;
  placements: readonly string[] | null;
  placement: string;
  onPlacement(value: string): void;
  /** Why the embroidery cannot stay as it is, shown under it. */
  error?: string | null;
  /** Why the placement cannot stay as it is, shown under it. */
  placementError?: string | null;
}

/** One logo: which embroidery and where it goes ('N/A', fixed, on items no placement fits). */
export function LogoRow(props: LogoRowProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' } }}>
      <TextField
        id={`${props.id}-embroidery`}
        select
        label={props.label}
        value={props.embroidery}
        onChange={(event) => props.onEmbroidery(event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        error={Boolean(props.error)}
        helperText={props.error ?? undefined}
      >
        <option value="">{props.emptyLabel}</option>
        {props.options.map((logo) => (
          <option key={logo} value={logo}>
            {logo}
          </option>
        ))}
      </TextField>
      {props.placements ? (
        <TextField
          id={`${props.id}-placement`}
          select
          label={props.placementLabel}
          value={props.placement}
          onChange={(event) => props.onPlacement(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          error={Boolean(props.placementError)}
          helperText={props.placementError ?? undefined}
        >
          {props.placements.map((placement) => (
            <option key={placement} value={placement}>
              {placement}
            </option>
          ))}
        </TextField>
      ) : (
        <TextField
          id={`${props.id}-placement`}
          label={props.placementLabel}
          value={props.placement}
          slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
          helperText="No placement to choose for this item"
          sx={{ '& .MuiInputBase-root': { bgcolor: 'action.hover' } }}
        />
      )}
    </Box>
  );
}
