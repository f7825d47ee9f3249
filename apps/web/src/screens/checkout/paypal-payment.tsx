import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  DISPATCH_ACTION,
  PayPalButtons,
  PayPalScriptProvider,
  usePayPalScriptReducer,
  type PayPalButtonsComponentProps,
  type ReactPayPalScriptOptions,
} from '@paypal/react-paypal-js';
import { CHECKOUT_TEXT } from '../../common/checkout-text';

export type PayPalHandlers = Required<
  Pick<PayPalButtonsComponentProps, 'createOrder' | 'onApprove' | 'onError' | 'onCancel' | 'onClick'>
>;

interface PayPalPaymentProps {
  clientId: string;
  handlers: PayPalHandlers;
  /** The buttons stay visible but cannot be used (a rule fails, or a payment is being completed). */
  disabled: boolean;
  /** A payment is being completed. */
  busy: boolean;
  /** Id of a text that says why the buttons are disabled. */
  describedBy?: string;
}

const BUTTON_STYLE = { color: 'gold', shape: 'rect', layout: 'vertical', tagline: false } as const;

/**
 * The PayPal buttons. The SDK script is loaded by this provider, so it is fetched only when the
 * checkout screen shows a payable cart, never on the other screens.
 */
export function PayPalPayment({ clientId, ...rest }: PayPalPaymentProps) {
  const options = useMemo<ReactPayPalScriptOptions>(() => ({ clientId, currency: 'USD', intent: 'capture' }), [clientId]);
  return (
    <PayPalScriptProvider options={options}>
      <PayPalArea {...rest} />
    </PayPalScriptProvider>
  );
}

function PayPalArea({ handlers, disabled, busy, describedBy }: Omit<PayPalPaymentProps, 'clientId'>) {
  const [{ isPending, isRejected, options }, dispatch] = usePayPalScriptReducer();

  if (isRejected) {
    return (
      <Alert severity="warning">
        <AlertTitle>{CHECKOUT_TEXT.paypalBlockedTitle}</AlertTitle>
        {CHECKOUT_TEXT.paypalBlocked}
        <Box sx={{ mt: 1 }}>
          <Button
            variant="outlined"
            color="inherit"
            size="small"
            onClick={() => dispatch({ type: DISPATCH_ACTION.RESET_OPTIONS, value: options })}
          >
            Try loading PayPal again
          </Button>
        </Box>
      </Alert>
    );
  }

  if (isPending) {
    return (
      <Box role="status" aria-live="polite" sx={{ maxWidth: 750, mx: 'auto' }}>
        <Skeleton variant="rounded" height={48} sx={{ mb: 1.5 }} />
        <Skeleton variant="rounded" height={48} />
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Loading PayPal…
        </Typography>
      </Box>
    );
  }

  return (
    <Box sx={{ position: 'relative' }} aria-busy={busy} aria-describedby={describedBy}>
      <Tooltip
        title={CHECKOUT_TEXT.paymentTooltip}
        enterDelay={100}
        enterTouchDelay={700}
        leaveTouchDelay={1500}
        placement="top"
        arrow
        describeChild
      >
        {/* Padding around the SDK's frame, so pointing at the area shows the tooltip. */}
        <Box data-testid="paypal-buttons" sx={{ p: 1, maxWidth: 750, mx: 'auto', position: 'relative', zIndex: 0 }}>
          <PayPalButtons style={BUTTON_STYLE} disabled={disabled} {...handlers} />
        </Box>
      </Tooltip>
      {busy && (
        <Box
          role="status"
          aria-live="polite"
          sx={{
            position: 'absolute',
            inset: 0,
            zIndex: 1,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            bgcolor: 'rgba(255,255,255,0.85)',
            borderRadius: 1,
          }}
        >
          <CircularProgress size={32} aria-hidden />
          <Typography variant="body2">Completing your order…</Typography>
        </Box>
      )}
    </Box>
  );
}
