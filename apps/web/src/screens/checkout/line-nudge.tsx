import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import TrendingDown from '@mui/icons-material/TrendingDown';
import { useMemo } from 'react';
import { cartLineNudge, countedQuantity, nudgeMessage, type CartLine, type Nudge } from '@portal/domain';
import type { CartApi } from '../../cart/cart-store';
import { useStorefront } from '../../core/group';

/** Each cart line's nudge, by line key: the next break of its item when it is near, priced on the whole cart. */
export function useLineNudges(cart: CartApi): ReadonlyMap<string, Nudge> {
  const storefront = useStorefront();
  const catalogue = useMemo(() => new Map(storefront.catalogue.map((item) => [item.code, item])), [storefront]);
  return useMemo(() => {
    const lines = cart.lines.map(([, line]) => line);
    const nudges = new Map<string, Nudge>();
    cart.lines.forEach(([key], index) => {
      const nudge = cartLineNudge(lines, index, catalogue);
      if (nudge) nudges.set(key, nudge);
    });
    return nudges;
  }, [cart.lines, catalogue]);
}

/** 'Add 250 more: $2.29 each, $1,145.00 for 500' under a cart line, with the button that adds them. */
export function LineNudge({
  line,
  nudge,
  onQuantity,
  disabled,
}: {
  line: CartLine;
  nudge: Nudge;
  /** Sets the line's count as if typed; the message when refused. */
  onQuantity(typed: string): string | null;
  disabled: boolean;
}) {
  const { count, unitsPer } = countedQuantity(line);
  const packs = nudge.addUnits / unitsPer;
  const label =
    unitsPer > 1 ? `Add ${packs} ${packs === 1 ? 'pack' : 'packs'}` : `Add ${nudge.addUnits.toLocaleString('en-US')} more`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mt: 1 }}>
      <TrendingDown fontSize="small" color="secondary" aria-hidden sx={{ mt: 0.25 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, color: 'secondary.dark' }}>
          {nudgeMessage(nudge)}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          color="secondary"
          disabled={disabled}
          onClick={() => onQuantity(String(count + packs))}
          // The visible words first, then which line: several lines may offer the same.
          aria-label={`${label}: ${line.name}, ${line.color}${unitsPer > 1 ? '' : `, ${line.size}`}`}
        >
          {label}
        </Button>
      </Box>
    </Box>
  );
}
