import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CART_LOGO_SEPARATOR, logoFieldLabel, unitPriceText, withSecond, type CartLine } from '@portal/domain';
import { useStorefront } from '../../core/group';
import { FallbackImage } from '../fallback-image';
import { linePicture } from '../line-picture';

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
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      {value}
    </Typography>
  );
}

/** The picture of a line (as it will be made, where the group shows that); size in px, or per breakpoint ({ xs: 72, sm: 96 }). */
export function LineImage({ line, size }: { line: CartLine; size: number | { xs: number; sm: number } }) {
  const largest = typeof size === 'number' ? size : Math.max(size.xs, size.sm);
  const { made, ...picture } = linePicture(useStorefront(), line);
  return (
    <Box
      sx={{
        width: size,
        height: size,
        flex: 'none',
        borderRadius: 1,
        bgcolor: 'grey.100',
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <FallbackImage
        {...picture}
        alt={`${line.name} in ${line.color}${made ? ', as it will be made' : ''}`}
        width={largest}
        height={largest}
        style={{ width: '100%', height: '100%', objectFit: 'contain' }}
      />
    </Box>
  );
}

/** Name, price each and the line's choices, as the checkout and success screens list them. */
/** `quantity` replaces the plain 'Quantity: n' where the line's count can be changed. */
export function LineDetails({ line, nameId, quantity }: { line: CartLine; nameId?: string; quantity?: ReactNode }) {
  const embroidery = embroideryText(line);
  const placement = placementText(line);
  return (
    <Box sx={{ minWidth: 0, flex: 1 }}>
      <Typography
        component="h3"
        variant="subtitle1"
        id={nameId}
        sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}
      >
        {line.name}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 500, mb: 0.5 }}>
        {unitPriceText(line.price)}
      </Typography>
      <Detail label="Color" value={line.color} />
      {embroidery && <Detail label={logoFieldLabel(line.type)} value={embroidery} />}
      {placement && <Detail label="Placement" value={placement} />}
      {line.type !== 'customs' && <Detail label="Size" value={line.size} />}
      {quantity ?? <Detail label="Quantity" value={line.quantity} />}
    </Box>
  );
}
