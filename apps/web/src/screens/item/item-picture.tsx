import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  hasMadePicture,
  itemImagePath,
  logoImagePath,
  madeImagePath,
  type CatalogueItem,
  type MadeImageChoice,
} from '@portal/domain';
import { tokens } from '../../core/tokens';
import { FallbackImage } from '../../common/fallback-image';

/** A logo the buyer chose and where it goes. */
export interface ChosenLogo {
  logo: string;
  placement: string;
}

interface ItemPictureProps {
  item: CatalogueItem;
  colour: string;
  /** The chosen logos listed beside the picture (show_image_preview), or null. */
  logos: ChosenLogo[] | null;
  /**
   * Draw the chosen logos on the picture (render_logo_preview): the group and the choice, or null.
   * The server draws it (docs/product.md#the-logo-on-the-garment), so it follows colour, logo and
   * placement, and shows the back for a back placement.
   */
  drawn: { group: string; choice: MadeImageChoice } | null;
}

/** 'Polo in Navy with Harbor Point at Left Chest and Anchor at Full Back'. */
function pictureAlt(item: CatalogueItem, colour: string, drawn: ItemPictureProps['drawn']): string {
  const base = `${item.fullname} in ${colour}`;
  if (!drawn || !hasMadePicture(drawn.choice)) return base;
  const { embroidery, placement, secondEmbroidery, secondPlacement } = drawn.choice;
  const second = secondEmbroidery ? ` and ${secondEmbroidery} at ${secondPlacement ?? ''}` : '';
  return `${base} with ${embroidery} at ${placement}${second}`;
}

/** The picture in the chosen colour (with the chosen logos drawn on it, when the group wants it) and the logo list beside it. */
export function ItemPicture({ item, colour, logos, drawn }: ItemPictureProps) {
  const plain = itemImagePath(item.code, colour);
  const src = drawn && hasMadePicture(drawn.choice) ? madeImagePath(drawn.group, drawn.choice, 600) : plain;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <Paper variant="outlined" sx={{ flex: '1 1 260px', overflow: 'hidden', bgcolor: tokens.color.picture }}>
        <FallbackImage
          src={src}
          fallbackSrc={plain}
          alt={pictureAlt(item, colour, drawn)}
          data-drawn={src !== plain || undefined}
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
