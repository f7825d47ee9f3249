import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../common/visually-hidden';
import { categoryTitle } from './items-filters';
import type { LogosForm, PlacementRow } from './logos-draft';

interface PlacementsProps {
  form: LogosForm;
  change: (form: LogosForm) => void;
  table: readonly PlacementRow[];
  problem: string | undefined;
  readOnly: boolean;
}

/** The placements the group offers, chosen from the provider's table, each saying what it fits. */
export function LogoPlacements({ form, change, table, problem, readOnly }: PlacementsProps) {
  // A placement the group has that the table no longer describes stays listed, so it is not dropped unseen.
  const rows = [
    ...table,
    ...form.placements.filter((name) => !table.some((row) => row.name === name)).map((name) => ({ name, fits: [] })),
  ];
  const toggle = (name: string, on: boolean) =>
    change({ ...form, placements: on ? [...form.placements, name] : form.placements.filter((each) => each !== name) });
  return (
    <Box component="section" aria-labelledby="placements-heading" sx={{ mt: 3 }}>
      <Typography id="placements-heading" variant="h5" component="h2" sx={{ mb: 0.5 }}>
        Placements
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1, maxWidth: '75ch' }}>
        Where buyers may have a logo put on garments and hats. Other items carry their logo without a placement.
      </Typography>
      <Box
        component="fieldset"
        aria-describedby={problem ? 'placements-problem' : undefined}
        sx={{ border: 0, p: 0, m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}
      >
        <legend style={visuallyHidden}>Placements the group offers</legend>
        {rows.map((row) => (
          <FormControlLabel
            key={row.name}
            disabled={readOnly}
            control={
              <Checkbox
                checked={form.placements.includes(row.name)}
                onChange={(event) => toggle(row.name, event.target.checked)}
              />
            }
            label={
              <span>
                {row.name}
                <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                  {row.fits.length > 0
                    ? `Fits ${row.fits.map(categoryTitle).join(', ')}`
                    : 'Not in the placement table: fits nothing'}
                </Typography>
              </span>
            }
          />
        ))}
      </Box>
      {problem && (
        <FormHelperText id="placements-problem" error>
          {problem}
        </FormHelperText>
      )}
    </Box>
  );
}
