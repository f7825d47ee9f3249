import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { itemImagePath, logoImagePath, type CatalogueItem } from '@portal/domain';
import { tokens } from '../../core/tokens';
import { FallbackImage } from '../../common/fallback-image';

/** A logo the buyer chose and where it goes. */
export interface ChosenLogo {
  logo: string;
  placement: string;
}

/** The picture in the chosen colour and, when the group wants it, the chosen logos beside it. */
export function ItemPicture({ item, colour, logos }: { item: CatalogueItem; colour: string; logos: ChosenLogo[] | null }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <Paper variant="outlined" sx={{ flex: '1 1 260px', overflow: 'hidden', bgcolor: tokens.color.picture }}>
        <FallbackImage
          src={itemImagePath(item.code, colour)}
          alt={`${item.fullname} in ${colour}`}
          width={600}
          height={600}
          loading="eager"
          fetchPriority="high"
          style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'cover' }}
        />
      </Paper>
      {logos && <LogoPreview logos={logos} />}
    </Box>
  );
}

/** The chosen logos with their placements, beside the picture. */
function LogoPreview({ logos }: { logos: readonly ChosenLogo[] }) {
  return (
    <Paper
      variant="outlined"
      component="aside"
      aria-label="Logo preview"
      sx={{
        flex: '0 0 auto',
        width: { xs: '100%', sm: 128 },
        p: 1.5,
        display: 'flex',
        flexDirection: { xs: 'row', sm: 'column' },
        gap: 1.5,
        alignItems: 'center',
        flexWrap: 'wrap',
      }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ width: { sm: '100%' } }}>
        Logo preview
      </Typography>
      {logos.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No logo chosen
        </Typography>
      ) : (
        logos.map(({ logo, placement }, index) => (
          <Box component="figure" key={index} sx={{ m: 0, textAlign: 'center' }}>
            <FallbackImage
              src={logoImagePath(logo)}
              alt={logo}
              width={100}
              height={50}
              style={{ display: 'block', width: 100, height: 50, objectFit: 'contain' }}
            />
            <Typography component="figcaption" variant="caption" color="text.secondary">
              {placement}
            </Typography>
          </Box>
        ))
      )}
    </Paper>
  );
}
