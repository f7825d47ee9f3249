import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import {
  itemNudge,
  ladderPlace,
  lineTotalText,
  nudgeMessage,
  priceLadder,
  unitPriceText,
  type CatalogueItem,
} from '@portal/domain';

interface PriceLadderProps {
  item: CatalogueItem;
  /** The item's units in the cart and in the grid together: where the buyer stands. */
  units: number;
  /** Units already in the cart, said under the table. */
  cartUnits: number;
}

/**
 * The item's price by quantity: each break with its price each and the total at that quantity, the
 * buyer's place marked, and the nudge when the next break is near (docs/product.md#the-price-ladder-and-the-nudge).
 */
export function PriceLadder({ item, units, cartUnits }: PriceLadderProps) {
  const captionId = useId();
  const ladder = priceLadder(item);
  if (!ladder) return null;
  const place = ladderPlace(ladder, units);
  const nudge = itemNudge(item, units);
  return (
    <Box component="section" aria-labelledby={captionId} sx={{ mt: 3, maxWidth: 560 }}>
      <Typography id={captionId} variant="h6" component="h2">
        Price by quantity
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        The more units of this item in your order, the lower the price of each; the total is what that many cost.
        {cartUnits > 0 && ` Your cart already has ${cartUnits.toLocaleString('en-US')}.`}
      </Typography>
      <Table
        size="small"
        aria-labelledby={captionId}
        sx={{
          border: 1,
          borderColor: 'divider',
          '& th, & td': { px: { xs: 1, sm: 2 } },
          '& tbody th': { whiteSpace: 'nowrap' },
          '& tr.ladder-here > *': { bgcolor: '#e9eef5', fontWeight: 600 },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell scope="col">Quantity</TableCell>
            <TableCell scope="col" align="right">
              Price each
            </TableCell>
            <TableCell scope="col" align="right">
              Total
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {ladder.map((step, index) => (
            <TableRow
              key={step.quantity}
              className={index === place ? 'ladder-here' : undefined}
              aria-current={index === place ? 'step' : undefined}
            >
              <TableCell component="th" scope="row">
                {step.quantity.toLocaleString('en-US')}
                {index === ladder.length - 1
                  ? ' or more'
                  : ` to ${((ladder[index + 1]?.quantity ?? 0) - 1).toLocaleString('en-US')}`}
                {index === place && (
                  <Box component="span" sx={{ display: 'block', fontSize: '0.8125rem', color: 'primary.dark' }}>
                    Your order: {units.toLocaleString('en-US')}
                  </Box>
                )}
              </TableCell>
              <TableCell align="right">{unitPriceText(step.unitPrice).replace(/ each$/, '')}</TableCell>
              <TableCell align="right">{lineTotalText(step.unitPrice, step.quantity)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography role="status" aria-live="polite" sx={{ mt: 1, fontWeight: 600, color: 'secondary.dark', minHeight: '1.5em' }}>
        {nudge ? nudgeMessage(nudge) : ''}
      </Typography>
    </Box>
  );
}
