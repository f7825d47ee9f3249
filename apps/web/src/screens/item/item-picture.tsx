import {
  hasMadePicture,
  itemPicturePaths,
  logoPicturePath,
  madeImagePath,
  type CatalogueItem,
  type MadeImageChoice,
} from '@portal/domain';
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
  /** The group's logos with an uploaded picture (name to upload id). */
  logoFiles: Readonly<Record<string, string>> | undefined;
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
export function ItemPicture({ item, colour, logos, drawn, logoFiles }: ItemPictureProps) {
  // The colour's uploaded photo, or the picture drawn for it; the server draws logos on either.
  const plain = itemPicturePaths(item, colour).full;
  const src = drawn && hasMadePicture(drawn.choice) ? madeImagePath(drawn.group, drawn.choice, 600) : plain;
  return (
    <div className="item-pictures">
      {/* The page's largest paint: fetched first, its box sized before it arrives (width, height and aspect-ratio). */}
      <div className="item-picture">
        <FallbackImage
          src={src}
          fallbackSrc={plain}
          alt={pictureAlt(item, colour, drawn)}
          data-drawn={src !== plain || undefined}
          width={600}
          height={600}
          loading="eager"
          fetchPriority="high"
        />
      </div>
      {logos && <LogoPreview logos={logos} logoFiles={logoFiles} />}
    </div>
  );
}

/** The chosen logos with their placements, beside the picture. */
function LogoPreview({ logos, logoFiles }: { logos: readonly ChosenLogo[]; logoFiles: ItemPictureProps['logoFiles'] }) {
  return (
    <aside aria-label="Logo preview" className="item-logo-preview">
      <span className="item-caption item-logo-preview-title">Logo preview</span>
      {logos.length === 0 ? (
        <p className="small">No logo chosen</p>
      ) : (
        logos.map(({ logo, placement }, index) => (
          <figure key={index}>
            <FallbackImage src={logoPicturePath(logoFiles, logo)} alt={logo} width={100} height={50} />
            <figcaption className="item-caption">{placement}</figcaption>
          </figure>
        ))
      )}
    </aside>
  );
}
