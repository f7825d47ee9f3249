import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import Replay from '@mui/icons-material/Replay';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { pastLineLabel, planReorder, type ReorderNote, type ReorderPlan } from '@portal/domain';
import { useCart } from '../../cart/cart-store';
import { rememberStoreChoice } from '../../cart/store-choice';
import { useGroupPaths, useStorefront } from '../../core/group';
import type { RetrievedLine, RetrievedOrder } from './orders-api';

type Reorder = (order: RetrievedOrder, lines: readonly RetrievedLine[]) => void;

const ReorderContext = createContext<Reorder | null>(null);

interface Report {
  plan: ReorderPlan;
  /** 'order CB-100042' or 'Brookfield Polo (Large, Navy) from order CB-100042'. */
  what: string;
}

/**
 * Reorder for the orders screen (docs/product.md#reorder): puts a past order's lines, or one of
 * them, back in the cart at today's prices with the cart's rules, and says what changed.
 */
export function ReorderProvider({ children }: { children: ReactNode }) {
  const storefront = useStorefront();
  const cart = useCart(storefront);
  const [report, setReport] = useState<Report | null>(null);
  const offer = useMemo(
    () => ({
      catalogue: new Map(storefront.catalogue.map((item) => [item.code, item])),
      embroideries: storefront.embroideries,
      placements: storefront.logo_placements,
      placementTable: storefront.placement_table,
      stores: storefront.stores,
    }),
    [storefront],
  );
  const reorder = useCallback<Reorder>(
    (order, lines) => {
      const plan = planReorder(cart.cart, lines, order.store, offer);
      if (plan.lines.length > 0) {
        cart.add(plan.lines);
        // Checkout starts at the order's store, for which its store-limited items were ordered.
        if (storefront.stores.some((store) => store.code === order.store)) rememberStoreChoice(storefront.key, order.store);
      }
      const [only] = lines;
      const what =
        lines.length === 1 && only && order.order.length > 1
          ? `${pastLineLabel(only)} from order ${order.order_number}`
          : `order ${order.order_number}`;
      setReport({ plan, what });
    },
    [cart, offer, storefront],
  );
  return (
    <ReorderContext.Provider value={reorder}>
      {children}
      <ReorderReport report={report} onClose={() => setReport(null)} />
    </ReorderContext.Provider>
  );
}

function useReorder(): Reorder {
  const reorder = useContext(ReorderContext);
  if (!reorder) throw new Error('Reorder buttons sit inside a ReorderProvider');
  return reorder;
}

/** 'Reorder' for a whole order: every line back in the cart. */
export function ReorderOrderButton({ order }: { order: RetrievedOrder }) {
  const reorder = useReorder();
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<Replay />}
      onClick={() => reorder(order, order.order)}
      aria-label={`Reorder order ${order.order_number}`}
    >
      Reorder
    </Button>
  );
}

/** 'Reorder' for one line of an order. */
export function ReorderLineButton({ order, line }: { order: RetrievedOrder; line: RetrievedLine }) {
  const reorder = useReorder();
  return (
    <Button
      size="small"
      onClick={() => reorder(order, [line])}
      aria-label={`Reorder ${pastLineLabel(line)} from order ${order.order_number}`}
      sx={{ minWidth: 0, whiteSpace: 'nowrap' }}
    >
      Reorder
    </Button>
  );
}

function Notes({ title, notes }: { title: string; notes: readonly ReorderNote[] }) {
  if (notes.length === 0) return null;
  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {notes.map((note, index) => (
          <Typography component="li" variant="body2" key={index} sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {note.line}: {note.change}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** What a reorder did: how many lines went back, whose price moved, what could not go back and why. */
function ReorderReport({ report, onClose }: { report: Report | null; onClose: () => void }) {
  const paths = useGroupPaths();
  const plan = report?.plan;
  const added = plan?.added ?? 0;
  return (
    <Dialog open={report !== null} onClose={onClose} aria-labelledby="reorder-title" fullWidth maxWidth="sm">
      <DialogTitle id="reorder-title">{added > 0 ? 'Added to your cart' : 'Nothing could be added to your cart'}</DialogTitle>
      <DialogContent>
        {report && plan && (
          <>
            <Typography>
              {added > 0
                ? `${added} ${added === 1 ? 'line' : 'lines'} of ${report.what} ${added === 1 ? 'is' : 'are'} in your cart at today’s prices.`
                : `None of the lines of ${report.what} can be ordered as they were.`}
            </Typography>
            <Notes title="Prices that changed" notes={plan.changed} />
            <Notes title="Not added" notes={plan.refused} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        {added > 0 && (
          <Button component={RouterLink} to={paths.checkout} variant="contained">
            Go to cart
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
