import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ADD_TO_CART_MESSAGES, embroideryProblem, logoFieldLabel, type CatalogueItem } from '@portal/domain';
import { LogoRow } from './logo-row';
import { FIRST_LOGO_ID, type LogoChoice } from './use-logo-choice';

interface LogoSectionProps {
  item: CatalogueItem;
  /** The group's embroideries for this kind of item. */
  options: readonly string[];
  /** Where a logo can go on this item; null when the placement is fixed. */
  placements: readonly string[] | null;
  logos: LogoChoice;
}

/** The item's logo, and a second one on request. */
export function LogoSection({ item, options, placements, logos }: LogoSectionProps) {
  const { first, second } = logos;
  const required = embroideryProblem(item, options, '', '') === ADD_TO_CART_MESSAGES.mustSelectEmbroidery;
  // Printed items carry an imprint, not an embroidery.
  const label = logoFieldLabel(item.type);
  return (
    <Box component="section" aria-labelledby="logo-heading" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography id="logo-heading" variant="subtitle2" component="h2">
        Logo{required ? ' (required)' : ''}
      </Typography>
      <LogoRow
        id={FIRST_LOGO_ID}
        label={label}
        placementLabel="Placement"
        options={options}
        emptyLabel={required ? 'Select a logo' : 'None'}
        embroidery={first.embroidery}
        onEmbroidery={first.chooseEmbroidery}
        error={first.error}
        placements={placements}
        placement={first.placement}
        onPlacement={first.setPlacement}
      />
      {second.open && (
        <LogoRow
          id="second-logo"
          label={`Second ${label}`}
          placementLabel="Second Placement"
          options={options}
          emptyLabel="None"
          embroidery={second.embroidery}
          onEmbroidery={second.setEmbroidery}
          placements={placements}
          placement={second.placement}
          onPlacement={second.setPlacement}
          placementError={second.error}
        />
      )}
      {second.offered && (
        <Box>
          {/* One button whose words change, so keyboard focus stays on it. */}
          <Button
            onClick={second.open ? second.hide : second.show}
            aria-expanded={second.open}
            aria-controls={second.open ? 'second-logo-embroidery' : undefined}
            sx={{ ml: -1 }}
          >
            {second.open ? 'Only want one logo?' : 'Want to add a second logo?'}
          </Button>
        </Box>
      )}
    </Box>
  );
}
