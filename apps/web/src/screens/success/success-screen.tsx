import { Fragment } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import { formatPrice, QUOTED_LINES_NOTE, type StorefrontAnswer } from '@portal/domain';
import { useGroupPaths, useStorefront } from '../../core/group';
import { LineDetails, LineImage } from '../../common/mui/cart-line-details';
import { CHECKOUT_TEXT } from '../../common/checkout-text';
import { NarrowPage } from '../../common/mui/narrow-page';
import { useNotice } from '../../common/mui/notice';
import { readSuccessState, type SuccessState } from '../../common/success-state';
import { withMuiTheme } from '../../core/mui/mui-screen';

/** Items whose pictures show smaller on this screen (docs/product.md#success). */
const SMALL_IMAGE_CODES: ReadonlySet<string> = new Set(['1240', '2240', '1640']);

function SuccessScreen() {
  const location = useLocation();
  const state = readSuccessState(location.state);
  const notice = useNotice(state ? { message: CHECKOUT_TEXT.orderPlaced, severity: 'success' } : undefined);

  return <NarrowPage after={notice.element}>{state ? <Placed state={state} /> : <NothingToShow />}</NarrowPage>;
}

/** The store as buyers know it: its name, or 'None' for an order for no store. */
function storeName(stores: StorefrontAnswer['stores'], code: string): string {
  if (code === '' || code === 'None') return 'None';
  return stores.find((store) => store.code === code)?.name ?? code;
}

/** Where the confirmation goes, and when: a payment PayPal has not completed sends it once it clears. */
function confirmationText(email: string, pending: boolean): string {
  return pending
    ? `A confirmation e-mail will go to ${email} once the payment clears.`
    : `A confirmation e-mail is on its way to ${email}.`;
}

/** What the order was placed as: its number, store and customer PO, and where the confirmation goes. */
function OrderSummary({ state }: { state: SuccessState }) {
  const storefront = useStorefront();
  const rows: [string, string][] = [];
  if (state.orderNumber) rows.push(['Order number', state.orderNumber]);
  if (state.store !== undefined) rows.push(['Store', storeName(storefront.stores, state.store)]);
  if (state.customerPo) rows.push(['Customer PO', state.customerPo]);
  return (
    <>
      {rows.length > 0 && (
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content minmax(0, 1fr)',
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
            mb: 1.5,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, fontWeight: 700, overflowWrap: 'anywhere' },
          }}
        >
          {rows.map(([term, value]) => (
            <Fragment key={term}>
              <Typography component="dt">{term}</Typography>
              <Typography component="dd">{value}</Typography>
            </Fragment>
          ))}
        </Box>
      )}
      {state.email && (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
          <EmailOutlined fontSize="small" sx={{ mt: 0.25, color: 'text.secondary' }} aria-hidden />
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {confirmationText(state.email, state.paymentPending === true)}
          </Typography>
        </Box>
      )}
    </>
  );
}

/** Where to go from here: the group's orders, or back to the store. */
function NextSteps() {
  const paths = useGroupPaths();
  return (
    <Box component="nav" aria-label="Next steps" sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 2 }}>
      <Button component={RouterLink} to={paths.orders} variant="contained">
        View orders
      </Button>
      <Button component={RouterLink} to={paths.home} variant="outlined">
        Continue shopping
      </Button>
    </Box>
  );
}

function Placed({ state }: { state: SuccessState }) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <CheckCircleOutlined color="success" sx={{ fontSize: 36 }} aria-hidden />
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
            Order Placed Successfully
          </Typography>
        </Box>
        <OrderSummary state={state} />
        {state.paymentPending && (
          <Alert severity="info" sx={{ my: 1 }}>
            PayPal is still completing the payment. The order is recorded and is processed once the payment clears.
          </Alert>
        )}
        <NextSteps />
        <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
          Items ordered
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {state.lines.map((line, index) => (
            <Box
              component="li"
              key={`${line.code}|${line.size}|${line.color}|${line.embroidery}|${line.secondEmbroidery ?? ''}|${index}`}
            >
              {index > 0 && <Divider component="div" />}
              <Box sx={{ display: 'flex', gap: { xs: 1.5, sm: 2 }, py: 2, alignItems: 'flex-start' }}>
                <Box sx={{ width: { xs: 72, sm: 96 }, flex: 'none', display: 'flex', justifyContent: 'center' }}>
                  <LineImage line={line} size={SMALL_IMAGE_CODES.has(line.code) ? { xs: 52, sm: 64 } : { xs: 72, sm: 96 }} />
                </Box>
                <LineDetails line={line} />
              </Box>
            </Box>
          ))}
        </Box>
        {state.totalCents !== undefined && (
          <>
            <Divider />
            <Typography variant="h6" component="p" sx={{ mt: 2, textAlign: 'right' }}>
              Order total: {formatPrice(state.totalCents)}
            </Typography>
            {state.lines.some((line) => line.price === 0) && (
              <Typography variant="body2" sx={{ textAlign: 'right', color: 'text.secondary' }}>
                {QUOTED_LINES_NOTE}
              </Typography>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** Opened without an order to show: a new tab, a bookmark, or history state the browser dropped. */
function NothingToShow() {
  const paths = useGroupPaths();
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, mb: 1 }}>
          No order to show
        </Typography>
        <Typography sx={{ mb: 2 }}>
          The details of an order are shown here right after it is placed. If you just placed one, it was received: you can find
          it under View Orders.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={paths.home} variant="contained">
            Back to the store
          </Button>
          <Button component={RouterLink} to={paths.orders} variant="outlined">
            View Orders
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

/** Drawn with MUI: the theme comes with it. */
export const Component = withMuiTheme(SuccessScreen);
