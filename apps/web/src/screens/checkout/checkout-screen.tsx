import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import {
  apparelQuantity,
  COMPANY_MINIMUM_APPAREL_UNITS,
  isCheckoutEnabled,
  meetsCompanyMinimum,
  type CartLine,
} from '@portal/domain';
import { useGroupPaths, useStorefront } from '../../core/group';
import { useGroupSession } from '../../core/group-session';
import { GroupLoginDialog } from '../../shared/mui/group-login-dialog';
import { useCart } from '../../cart/cart-store';
import { CHECKOUT_TEXT } from '../../shared/checkout-text';
import { useNotice } from '../../shared/mui/notice';
import { CartSection } from './cart-section';
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

  return (
    <NarrowPage title="Checkout" after={notice.element}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <CartSection cart={cart} homePath={paths.home} disabled={onAccount.placing || paypal.capturing} />

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
