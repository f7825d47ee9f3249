import type { ReactNode } from 'react';
import { Link as RouterLink, type To } from 'react-router';
import { FallbackImage, tilePicture } from './fallback-image';

/**
 * A picture tile linking to `to` (app/shell.css `.tile`): the store home's categories and the
 * catalog's items. `index` is the tile's place in its grid: the first row is what the buyer sees
 * first (and the page's largest paint), so it is fetched before the rest.
 */
export function ImageTile({
  to,
  state,
  picture,
  index,
  children,
}: {
  to: To;
  state?: unknown;
  /** The item pictured (its code and uploaded photos) in a colour. */
  picture: { item: { code: string; photos?: Readonly<Record<string, string>> }; colour: string } | null;
  index: number;
  children: ReactNode;
}) {
  return (
    <RouterLink to={to} state={state} className="tile action-area">
      {picture && (
        <FallbackImage
          {...tilePicture(picture.item, picture.colour)}
          alt=""
          width={600}
          height={600}
          loading={index < 8 ? 'eager' : 'lazy'}
          fetchPriority={index < 4 ? 'high' : 'auto'}
        />
      )}
      {children}
    </RouterLink>
  );
}
