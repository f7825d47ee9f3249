import { useCallback, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import {
  apparelQuantity,
  COMPANY_MINIMUM_APPAREL_UNITS,
  formatPrice,
  isCheckoutEnabled,
  meetsCompanyMinimum,
  type CartLine,
  countedQuantity,
  lineTotalText,
  QUOTED_LINES_NOTE,
} from '@portal/domain';
import { useGroupPaths, useStorefront } from '../../core/group';
import { useGroupSession } from '../../core/group-session';
import { GroupLoginDialog } from '../../shared/mui/group-login-dialog';
import { useCart } from '../../cart/cart-store';
import { LineDetails, LineImage } from '../../shared/mui/cart-line-details';
import { CHECKOUT_TEXT } from '../../shared/checkout-text';
import { useNotice } from '../../shared/mui/notice';
import { PayPalPayment } from './paypal-payment';
import { useBypassCheck } from './use-bypass-check';
import { OrderDetails } from './order-details';
import { useOrderForm } from './use-order-form';
import { useOnAccountOrder } from './use-on-account-order';
import { useOrderSending } from './use-order-sending';
import { usePayPalHandlers } from './use-paypal-handlers';
import { withMuiTheme } from '../../core/mui/mui-screen';
import { NarrowPage } from '../../shared/mui/narrow-page';

function CheckoutScreen() {
  const storefront = useStorefront();
  const paths = useGroupPaths();
  const cart = useCart(storefront);
  const notice = useNotice();
  const ids = useId();

  const form = useOrderForm(storefront, notice.show);
  const cartHeading = useRef<HTMLHeadingElement>(null);

  const loggedIn = useGroupSession(storefront);
  /** The password dialog, and whether a right password places the on-account order the buyer asked for. */
  const [login, setLogin] = useState<'closed' | 'open' | 'then-order'>('closed');
  const bypass = useBypassCheck(storefront.key, form.fields.code);
  const bypassActive = bypass.status === 'valid';
  const lines = cart.lines.map(([, line]) => line);
  const meetsMinimum = meetsCompanyMinimum(lines, storefront.minimum_apparel_order);
  const checkoutEnabled = isCheckoutEnabled({ bypassActive, lineCount: cart.count, meetsMinimum });
  const paypalOffered =
    storefront.payments.paypal.available && !storefront.paypal_not_supported && storefront.payments.paypal.client_id !== null;
  const minimumId = `${ids}-minimum`;

  const sending = useOrderSending(storefront.key, cart, form);

  const onAccount = useOnAccountOrder({
    form,
    sending,
    lines,
    enabled: checkoutEnabled,
    showNotice: notice.show,
    onLoggedOut: () => setLogin('then-order'),
  });
  const paypal = usePayPalHandlers({
    group: storefront.key,
    form,
    sending,
    lines,
    showNotice: notice.show,
    onLoggedOut: () => setLogin('open'),
  });

  const removeLine = useCallback(
    (key: string) => {
      cart.remove(key);
      // The button is gone with its line: keep keyboard focus in the cart.
      cartHeading.current?.focus();
    },
    [cart],
  );

  return (
    <NarrowPage title="Checkout" after={notice.element}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Box component="section" aria-labelledby={`${ids}-cart`}>
            <Typography
              variant="h5"
              component="h2"
              id={`${ids}-cart`}
              ref={cartHeading}
              tabIndex={-1}
              sx={{ mb: 1, outline: 'none' }}
            >
              Cart
            </Typography>
            {cart.count === 0 ? (
              <Box sx={{ py: 3, textAlign: 'center' }}>
                <Typography sx={{ mb: 2 }}>Your cart is empty.</Typography>
                <Button component={RouterLink} to={paths.home} variant="outlined">
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
                      disabled={onAccount.placing || paypal.capturing}
                    />
                  </Box>
                ))}
              </Box>
            )}
            <Divider />
            <Typography variant="h6" component="p" sx={{ mt: 2, textAlign: 'right' }} aria-live="polite">
              Subtotal ({cart.quantity} items): {formatPrice(cart.totalCents)}
            </Typography>
            {lines.some((line) => line.price === 0) && (
              <Typography variant="body2" sx={{ textAlign: 'right', color: 'text.secondary' }}>
                {QUOTED_LINES_NOTE}
              </Typography>
            )}
          </Box>

          <OrderDetails form={form} stores={storefront.stores} bypass={bypass} />

          <Box component="section" aria-label="Payment" sx={{ mt: 3 }}>
            {loggedIn === false && cart.count > 0 && (
              <Alert
                severity="info"
                sx={{ mb: 2 }}
                action={
                  <Button color="inherit" size="small" onClick={() => setLogin('open')}>
                    Enter password
                  </Button>
                }
              >
                <AlertTitle>Log in to order</AlertTitle>
                Orders for {storefront.title} are placed with the group&apos;s password. You can enter it now or when you check
                out.
              </Alert>
            )}
            {bypassActive ? (
              <Box sx={{ textAlign: 'center' }}>
                <Button
                  variant="contained"
                  size="large"
                  onClick={() => void onAccount.place()}
                  disabled={!checkoutEnabled}
                  loading={onAccount.placing}
                  aria-describedby={meetsMinimum ? undefined : minimumId}
                  sx={{ minWidth: { xs: '100%', sm: 280 } }}
                >
                  Checkout
                </Button>
                {!meetsMinimum && <MinimumNote id={minimumId} lines={lines} />}
              </Box>
            ) : cart.count === 0 ? null : paypalOffered ? (
              <>
                <PayPalPayment
                  clientId={storefront.payments.paypal.client_id ?? ''}
                  handlers={paypal.handlers}
                  disabled={!meetsMinimum || paypal.capturing}
                  busy={paypal.capturing}
                  {...(meetsMinimum ? {} : { describedBy: minimumId })}
                />
                {!meetsMinimum && <MinimumNote id={minimumId} lines={lines} />}
              </>
            ) : (
              <PayPalUnavailable />
            )}
          </Box>
        </CardContent>
      </Card>
      <GroupLoginDialog
        open={login !== 'closed'}
        group={storefront.key}
        title={storefront.title}
        reason="to order"
        onClose={() => setLogin('closed')}
        onLoggedIn={() => {
          const thenOrder = login === 'then-order';
          setLogin('closed');
          if (thenOrder) void onAccount.place();
          else notice.show('You are logged in. You can place your order now.', 'info');
        }}
      />
    </NarrowPage>
  );
}

interface CartLineRowProps {
  line: CartLine;
  onRemove(): void;
  /** Returns why the count was refused, or null once it is in the cart. */
  onQuantity(typed: string): string | null;
  disabled: boolean;
}

function CartLineRow({ line, onRemove, onQuantity, disabled }: CartLineRowProps) {
  return (
    <Box sx={{ display: 'flex', gap: { xs: 1.5, sm: 2 }, py: 2, alignItems: 'flex-start' }}>
      <LineImage line={line} size={{ xs: 72, sm: 96 }} />
      <LineDetails line={line} quantity={<QuantityEditor line={line} onQuantity={onQuantity} disabled={disabled} />} />
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

function MinimumNote({ id, lines }: { id: string; lines: readonly CartLine[] }) {
  const units = apparelQuantity(lines);
  return (
    <Typography id={id} variant="body2" sx={{ mt: 1, color: 'error.main' }} role="note">
      Mens and womens items must total 0 or at least {COMPANY_MINIMUM_APPAREL_UNITS} units. Your cart has {units}: add{' '}
      {COMPANY_MINIMUM_APPAREL_UNITS - units} more or remove them.
    </Typography>
  );
}

function PayPalUnavailable() {
  return (
    <Alert severity="info">
      <AlertTitle>{CHECKOUT_TEXT.paypalUnavailableTitle}</AlertTitle>
      {CHECKOUT_TEXT.paypalUnavailable}
    </Alert>
  );
}

/** Drawn with MUI: the theme comes with it. */
export const Component = withMuiTheme(CheckoutScreen);
