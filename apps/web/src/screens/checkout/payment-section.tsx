import { useId } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { apparelQuantity, COMPANY_MINIMUM_APPAREL_UNITS, type CartLine, type StorefrontAnswer } from '@portal/domain';
import { CHECKOUT_TEXT } from '../../common/checkout-text';
import { PayPalPayment, type PayPalHandlers } from './paypal-payment';

interface PaymentSectionProps {
  storefront: StorefrontAnswer;
  /** The browser's session with the group: false shows how to log in before paying. */
  loggedIn: boolean | null;
  lines: readonly CartLine[];
  /** The company minimum of apparel units holds (meetsCompanyMinimum). */
  meetsMinimum: boolean;
  /** An accepted bypass code: the order goes on account with the Checkout button, not to PayPal. */
  bypassActive: boolean;
  /** The Checkout button may be pressed (isCheckoutEnabled). */
  checkoutEnabled: boolean;
  onAccount: { placing: boolean; place: () => Promise<void> };
  paypal: { handlers: PayPalHandlers; capturing: boolean };
  onLogIn: () => void;
}

/** How the order is paid: on account with a code, with PayPal, or a note that online payment is not offered. */
export function PaymentSection(props: PaymentSectionProps) {
  const { storefront, lines, meetsMinimum, onAccount, paypal } = props;
  const minimumId = useId();
  const paypalOffered =
    storefront.payments.paypal.available && !storefront.paypal_not_supported && storefront.payments.paypal.client_id !== null;
  return (
    <Box component="section" aria-label="Payment" sx={{ mt: 3 }}>
      {props.loggedIn === false && lines.length > 0 && <LogInNotice title={storefront.title} onLogIn={props.onLogIn} />}
      {props.bypassActive ? (
        <Box sx={{ textAlign: 'center' }}>
          <Button
            variant="contained"
            size="large"
            onClick={() => void onAccount.place()}
            disabled={!props.checkoutEnabled}
            loading={onAccount.placing}
            aria-describedby={meetsMinimum ? undefined : minimumId}
            sx={{ minWidth: { xs: '100%', sm: 280 } }}
          >
            Checkout
          </Button>
          {!meetsMinimum && <MinimumNote id={minimumId} lines={lines} />}
        </Box>
      ) : lines.length === 0 ? null : paypalOffered ? (
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
  );
}

/** The group orders with its password and this browser has not given it yet. */
function LogInNotice({ title, onLogIn }: { title: string; onLogIn: () => void }) {
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onLogIn}>
          Enter password
        </Button>
      }
    >
      <AlertTitle>Log in to order</AlertTitle>
      Orders for {title} are placed with the group&apos;s password. You can enter it now or when you check out.
    </Alert>
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
