import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { pastLineLabel, planReorder, type ReorderNote, type ReorderPlan } from '@portal/domain';
import { useCart } from '../../cart/cart-store';
import { rememberStoreChoice } from '../../cart/store-choice';
import { useGroupPaths, useStorefront } from '../../core/group';
import { Dialog } from '../../common/dialog';
import { replayPath } from '../../common/icon-paths';
import { Icon } from '../../common/icons';
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
    <button
      type="button"
      className="button button-outlined button-small orders-reorder-order"
      onClick={() => reorder(order, order.order)}
      aria-label={`Reorder order ${order.order_number}`}
    >
      <span className="button-icon">
        <Icon path={replayPath} />
      </span>
      Reorder
    </button>
  );
}

/** 'Reorder' for one line of an order. */
export function ReorderLineButton({ order, line }: { order: RetrievedOrder; line: RetrievedLine }) {
  const reorder = useReorder();
  return (
    <button
      type="button"
      className="button button-small orders-reorder-line"
      onClick={() => reorder(order, [line])}
      aria-label={`Reorder ${pastLineLabel(line)} from order ${order.order_number}`}
    >
      Reorder
    </button>
  );
}

function Notes({ title, notes }: { title: string; notes: readonly ReorderNote[] }) {
  if (notes.length === 0) return null;
  return (
    <section className="orders-reorder-notes">
      <h3 className="orders-subtitle">{title}</h3>
      <ul>
        {notes.map((note, index) => (
          <li key={index} className="small">
            {note.line}: {note.change}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What a reorder did: how many lines went back, whose price moved, what could not go back and why. */
function ReorderReport({ report, onClose }: { report: Report | null; onClose: () => void }) {
  const paths = useGroupPaths();
  const plan = report?.plan;
  const added = plan?.added ?? 0;
  return (
    <Dialog
      open={report !== null}
      onClose={onClose}
      size="sm"
      title={added > 0 ? 'Added to your cart' : 'Nothing could be added to your cart'}
    >
      <div className="dialog-content">
        {report && plan && (
          <>
            <p className="orders-reorder-summary">
              {added > 0
                ? `${added} ${added === 1 ? 'line' : 'lines'} of ${report.what} ${added === 1 ? 'is' : 'are'} in your cart at today’s prices.`
                : `None of the lines of ${report.what} can be ordered as they were.`}
            </p>
            <Notes title="Prices that changed" notes={plan.changed} />
            <Notes title="Not added" notes={plan.refused} />
          </>
        )}
      </div>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
        {added > 0 && (
          <RouterLink to={paths.checkout} className="button button-contained">
            Go to cart
          </RouterLink>
        )}
      </div>
    </Dialog>
  );
}
