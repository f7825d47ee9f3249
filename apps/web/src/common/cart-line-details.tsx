import type { ReactNode } from 'react';
import { CART_LOGO_SEPARATOR, logoFieldLabel, unitPriceText, withSecond, type CartLine } from '@portal/domain';
import { useStorefront } from '../core/group';
import { FallbackImage } from './fallback-image';
import { linePicture } from './line-picture';

/** 'Logo A /Logo B': the second embroidery joined as docs/product.md#checkout shows it. */
export function embroideryText(line: Pick<CartLine, 'embroidery' | 'secondEmbroidery'>): string {
  return withSecond(line.embroidery, line.secondEmbroidery, CART_LOGO_SEPARATOR);
}

/** 'Left Chest / Yoke'. */
export function placementText(line: Pick<CartLine, 'placement' | 'secondPlacement'>): string {
  return withSecond(line.placement, line.secondPlacement);
}

function Detail({ label, value }: { label: string; value: string | number }) {
  return (
    <p className="cart-line-detail">
      <span className="cart-line-label">{label}:</span> {value}
    </p>
  );
}

/**
 * The picture of a line (as it will be made, where the group shows that) in a square of 72 px on a
 * phone and 96 px from 600 px (app/controls.css); `small`, 52 and 64 px.
 */
export function LineImage({ line, small = false }: { line: CartLine; small?: boolean }) {
  const largest = small ? 64 : 96;
  const { made, ...picture } = linePicture(useStorefront(), line);
  return (
    <div className={small ? 'cart-line-image cart-line-image-small' : 'cart-line-image'}>
      <FallbackImage
        {...picture}
        alt={`${line.name} in ${line.color}${made ? ', as it will be made' : ''}`}
        width={largest}
        height={largest}
      />
    </div>
  );
}

/**
 * Name, price each and the line's choices, as the checkout and success screens list them.
 * `quantity` replaces the plain 'Quantity: n' where the line's count can be changed.
 */
export function LineDetails({ line, nameId, quantity }: { line: CartLine; nameId?: string; quantity?: ReactNode }) {
  const embroidery = embroideryText(line);
  const placement = placementText(line);
  return (
    <div className="cart-line-details">
      <h3 className="cart-line-name" id={nameId}>
        {line.name}
      </h3>
      <p className="cart-line-price">{unitPriceText(line.price)}</p>
      <Detail label="Color" value={line.color} />
      {embroidery && <Detail label={logoFieldLabel(line.type)} value={embroidery} />}
      {placement && <Detail label="Placement" value={placement} />}
      {line.type !== 'customs' && <Detail label="Size" value={line.size} />}
      {quantity ?? <Detail label="Quantity" value={line.quantity.toLocaleString('en-US')} />}
    </div>
  );
}
