import { useCallback, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { countedQuantity, formatPrice, lineTotalText, QUOTED_LINES_NOTE, type CartLine, type Nudge } from '@portal/domain';
import type { CartApi } from '../../cart/cart-store';
import { LineDetails, LineImage } from '../../common/mui/cart-line-details';
import { LineNudge, useLineNudges } from './line-nudge';

interface CartSectionProps {
  cart: CartApi;
  /** Where Continue shopping goes from an empty cart. */
  homePath: string;
  /** An order is being placed or paid: its lines stay as they are. */
  disabled: boolean;
}

/** The cart at the top of checkout: each line with its count to change and its remove button, and the subtotal. */
export function CartSection({ cart, homePath, disabled }: CartSectionProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const nudges = useLineNudges(cart);
  const removeLine = useCallback(
    (key: string) => {
      cart.remove(key);
      // The button is gone with its line: keep keyboard focus in the cart.
      heading.current?.focus();
    },
    [cart],
  );

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h5" component="h2" id={headingId} ref={heading} tabIndex={-1} sx={{ mb: 1, outline: 'none' }}>
        Cart
      </Typography>
      {cart.count === 0 ? (
        <Box sx={{ py: 3, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>Your cart is empty.</Typography>
          <Button component={RouterLink} to={homePath} variant="outlined">
            Continue shopping
          </Button>
        </Box>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {cart.lines.map(([key, line], index) => (
            <Box component="li" key={key}>
              {index > 0 && <Divider component="div" />}
              <CartLineRow
                line={line}
                onRemove={() => removeLine(key)}
                onQuantity={(typed) => cart.changeQuantity(key, typed)}
                disabled={disabled}
                nudge={nudges.get(key)}
              />
            </Box>
          ))}
        </Box>
      )}
      <Divider />
      <Typography variant="h6" component="p" sx={{ mt: 2, textAlign: 'right' }} aria-live="polite">
        Subtotal ({cart.quantity} items): {formatPrice(cart.totalCents)}
      </Typography>
      {cart.lines.some(([, line]) => line.price === 0) && (
        <Typography variant="body2" sx={{ textAlign: 'right', color: 'text.secondary' }}>
          {QUOTED_LINES_NOTE}
        </Typography>
      )}
    </Box>
  );
}

interface CartLineRowProps {
  line: CartLine;
  onRemove(): void;
  /** Returns why the count was refused, or null once it is in the cart. */
  onQuantity(typed: string): string | null;
  disabled: boolean;
  /** The next break of the line's item, when it is near. */
  nudge?: Nudge | undefined;
}

function CartLineRow({ line, onRemove, onQuantity, disabled, nudge }: CartLineRowProps) {
  return (
    <Box sx={{ display: 'flex', gap: { xs: 1.5, sm: 2 }, py: 2, alignItems: 'flex-start' }}>
      <LineImage line={line} size={{ xs: 72, sm: 96 }} />
      <LineDetails
        line={line}
        quantity={
          <>
            <QuantityEditor line={line} onQuantity={onQuantity} disabled={disabled} />
            {nudge && <LineNudge line={line} nudge={nudge} onQuantity={onQuantity} disabled={disabled} />}
          </>
        }
      />
      <IconButton aria-label={`Remove ${line.name}`} onClick={onRemove} disabled={disabled} sx={{ mt: -0.5, mr: -1 }}>
        <DeleteOutlined />
      </IconButton>
    </Box>
  );
}

/**
 * A line's count, changed in place: applied when the field is left or Enter is pressed, with the
 * item screen's rules. Packs for a pack line, as the item screen counts them.
 */
function QuantityEditor({ line, onQuantity, disabled }: Omit<CartLineRowProps, 'onRemove'>) {
  const { count, unitsPer } = countedQuantity(line);
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const apply = () => {
    if (draft === null) return;
    const refused = draft.trim() === String(count) ? null : onQuantity(draft);
    setProblem(refused);
    if (!refused) setDraft(null);
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap', mt: 1 }}>
      <TextField
        size="small"
        label={unitsPer > 1 ? `Packs of ${unitsPer}` : 'Quantity'}
        value={draft ?? String(count)}
        onChange={(event) => {
          setDraft(event.target.value);
          setProblem(null);
        }}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
        disabled={disabled}
        error={problem !== null}
        helperText={problem ?? (unitsPer > 1 ? `${line.quantity.toLocaleString('en-US')} units` : undefined)}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            autoComplete: 'off',
            'aria-label': `Quantity of ${line.name}, ${line.color}, ${line.size}`,
          },
        }}
        sx={{ width: 140 }}
      />
      <Typography variant="body2" sx={{ fontWeight: 600, pt: 1 }} aria-live="polite">
        Line total: {lineTotalText(line.price, line.quantity)}
      </Typography>
    </Box>
  );
}
