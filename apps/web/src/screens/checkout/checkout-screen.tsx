import { useCallback, useId, useRef, useState, type ChangeEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
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
  EMAIL_FORMAT_HINT,
  isBuyerEmail,
  refusedOrderField,
  countedQuantity,
  lineTotalText,
  QUOTED_LINES_NOTE,
} from '@portal/domain';
import { ApiError } from '../../core/api/api-client';
import { useGroupPaths, useStorefront } from '../../core/group';
import { useGroupSession } from '../../core/group-session';
import { GroupLoginDialog } from '../../shared/mui/group-login-dialog';
import { rememberOrderId, useCart } from '../../cart/cart-store';
import { storeChoice } from '../../cart/store-choice';
import type { SuccessState } from '../../shared/success-state';
import { LineDetails, LineImage } from '../../shared/mui/cart-line-details';
import { CHECKOUT_TEXT, missingFieldsMessage } from '../../shared/checkout-text';
import { useNotice } from '../../shared/mui/notice';
import { AttemptKeys, postCaptureOrder, postCreateOrder, type CreateOrderBody } from './order-api';
import { PayPalPayment, type PayPalHandlers } from './paypal-payment';
import { useBypassCheck } from './use-bypass-check';
import { withMuiTheme } from '../../core/mui/mui-screen';
import { NarrowPage } from '../../shared/mui/narrow-page';

interface Fields {
  firstName: string;
  lastName: string;
  email: string;
  customerPo: string;
  store: string;
  code: string;
}

const EMPTY_FIELDS: Fields = { firstName: '', lastName: '', email: '', customerPo: '', store: '', code: '' };

/** The fields an order needs, with their labels. */
const REQUIRED: ReadonlyArray<[keyof Fields, string]> = [
  ['firstName', 'First Name'],
  ['lastName', 'Last Name'],
  ['email', 'Email'],
];

/** The order fields by their names on the wire, so a refusal that names one marks it. */
const WIRE_FIELDS: Readonly<Record<string, keyof Fields>> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  customer_po: 'customerPo',
  store: 'store',
};

type FieldProblems = Partial<Record<keyof Fields, string>>;

/** What is wrong with the form before anything is sent: missing names and e-mail, an e-mail that is not one. */
function formProblems(fields: Fields): FieldProblems {
  const problems: FieldProblems = {};
  for (const [name] of REQUIRED) if (fields[name].trim() === '') problems[name] = 'Required';
  if (!problems.email && !isBuyerEmail(fields.email)) problems.email = `Not an e-mail address. ${EMAIL_FORMAT_HINT}`;
  return problems;
}

/** The server wants the group's session: the buyer arrived by a direct link, or logged out meanwhile. */
const isLoggedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/** A thrown error whose message the buyer has already been shown, so onError adds nothing. */
class ShownError extends Error {}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The SDK reports a closed or blocked popup as an error in some browsers: that is a cancel. */
function isPopupClosed(error: Record<string, unknown>): boolean {
  const text = typeof error.message === 'string' ? error.message : String(error);
  return /popup close|window closed|window is closed|popup.*blocked|can ?not open popup/i.test(text);
}

function CheckoutScreen() {
  const storefront = useStorefront();
  const paths = useGroupPaths();
  const navigate = useNavigate();
  const cart = useCart(storefront);
  const notice = useNotice();
  const ids = useId();

  // Starts at the store the buyer shopped in, so its custom items are not refused for 'None'.
  const [fields, setFields] = useState<Fields>(() => {
    const chosen = storeChoice(storefront.key);
    return storefront.stores.some((store) => store.code === chosen) ? { ...EMPTY_FIELDS, store: chosen ?? '' } : EMPTY_FIELDS;
  });
  /** Shown under their fields once the buyer tried to order; cleared as each field is edited. */
  const [problems, setProblems] = useState<FieldProblems>({});
  const [placing, setPlacing] = useState(false);
  const [capturing, setCapturing] = useState(false);
  const [attemptKeys] = useState(() => new AttemptKeys());
  /** The order handed to PayPal last: what the buyer approves is what the success screen lists. */
  const pendingOrder = useRef<{ orderId: string; lines: CartLine[]; totalCents: number } | null>(null);
  const approving = useRef<string | null>(null);
  /** The message of the last error createOrder showed itself. */
  const shownMessage = useRef<string | null>(null);
  const shown = (message: string) => {
    shownMessage.current = message;
    return new ShownError(message);
  };
  const cartHeading = useRef<HTMLHeadingElement>(null);
  const inputs = useRef<Partial<Record<keyof Fields, HTMLInputElement | null>>>({});

  const loggedIn = useGroupSession(storefront);
  /** The password dialog, and whether a right password places the on-account order the buyer asked for. */
  const [login, setLogin] = useState<'closed' | 'open' | 'then-order'>('closed');
  const bypass = useBypassCheck(storefront.key, fields.code);
  const bypassActive = bypass.status === 'valid';
  const lines = cart.lines.map(([, line]) => line);
  const meetsMinimum = meetsCompanyMinimum(lines, storefront.minimum_apparel_order);
  const checkoutEnabled = isCheckoutEnabled({ bypassActive, lineCount: cart.count, meetsMinimum });
  const paypalOffered =
    storefront.payments.paypal.available && !storefront.paypal_not_supported && storefront.payments.paypal.client_id !== null;
  const minimumId = `${ids}-minimum`;

  const missing = REQUIRED.filter(([name]) => fields[name].trim() === '').map(([, label]) => label);

  const setField = (name: keyof Fields) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    setProblems(({ [name]: _edited, ...rest }) => rest);
  };

  /** Marks the fields, and brings the first into view: the pay buttons sit below the form. */
  const markFields = (found: FieldProblems) => {
    setProblems(found);
    const first = (Object.keys(EMPTY_FIELDS) as (keyof Fields)[]).find((name) => found[name]);
    const input = first ? inputs.current[first] : null;
    input?.focus();
    input?.scrollIntoView({ block: 'center' });
  };

  /** The names and e-mail are there and the e-mail is one; otherwise says what is wrong, at the field too. */
  const formReady = (): boolean => {
    const found = formProblems(fields);
    if (Object.keys(found).length === 0) return true;
    markFields(found);
    notice.show(missing.length > 0 ? missingFieldsMessage(missing) : `Email: ${EMAIL_FORMAT_HINT}`);
    return false;
  };

  /** A refusal that names a field of the form (a format the server checks) marks that field too. */
  const markRefusedField = (message: string) => {
    const wire = refusedOrderField(message);
    const field = wire ? WIRE_FIELDS[wire] : undefined;
    if (field) markFields({ [field]: message.replace(/^Invalid request: [a-z_]+: /, '') });
  };

  const orderBody = (extra: Partial<CreateOrderBody> = {}): CreateOrderBody => ({
    companyName: storefront.key,
    first_name: fields.firstName.trim(),
    last_name: fields.lastName.trim(),
    email: fields.email.trim(),
    store: fields.store,
    customer_po: fields.customerPo.trim(),
    cart: cart.cart,
    ...extra,
  });

  /** docs/product.md#checkout: clear the fields, go to the success screen with a copy of the lines, empty the cart. */
  const finishOrder = async (state: SuccessState) => {
    attemptKeys.reset();
    pendingOrder.current = null;
    setFields(EMPTY_FIELDS);
    setProblems({});
    await navigate(paths.success, { state });
    cart.clear();
  };

  const placeOnAccount = async () => {
    if (!checkoutEnabled || placing || !formReady()) return;
    setPlacing(true);
    const body = orderBody({ bypassPaypal: true, bypassCode: fields.code.trim() });
    const orderedLines = lines.map((line) => ({ ...line }));
    try {
      const answer = await postCreateOrder(body, attemptKeys.keyFor(body));
      await finishOrder({ lines: orderedLines, orderNumber: answer.order_number, totalCents: answer.total });
    } catch (error) {
      setPlacing(false);
      if (isLoggedOut(error)) {
        setLogin('then-order');
        return;
      }
      const message = messageOf(error, 'The order could not be placed. Please try again.');
      notice.show(message);
      markRefusedField(message);
    }
  };

  const paypalHandlers: PayPalHandlers = {
    onClick: (_data, actions) => (formReady() ? actions.resolve() : actions.reject()),
    createOrder: async () => {
      shownMessage.current = null;
      if (!formReady()) throw shown(missingFieldsMessage(missing));
      const body = orderBody();
      const orderedLines = lines.map((line) => ({ ...line }));
      try {
        const answer = await postCreateOrder(body, attemptKeys.keyFor(body));
        rememberOrderId(answer.order_id);
        pendingOrder.current = { orderId: answer.order_id, lines: orderedLines, totalCents: answer.total };
        return answer.order_id;
      } catch (error) {
        if (isLoggedOut(error)) setLogin('open');
        const message = messageOf(error, 'The order could not be created. Please try again.');
        notice.show(message);
        markRefusedField(message);
        // Thrown, never an empty id: the SDK then closes its window and calls onError.
        throw shown(message);
      }
    },
    onApprove: async (data, actions) => {
      if (approving.current === data.orderID) return;
      approving.current = data.orderID;
      setCapturing(true);
      try {
        const answer = await postCaptureOrder(data.orderID, storefront.key);
        const ordered = pendingOrder.current?.orderId === data.orderID ? pendingOrder.current : null;
        await finishOrder({
          lines: ordered?.lines ?? lines.map((line) => ({ ...line })),
          orderNumber: answer.order_number,
          ...(ordered ? { totalCents: ordered.totalCents } : {}),
          ...(answer.status === 'PENDING' ? { paymentPending: true } : {}),
        });
      } catch (error) {
        setCapturing(false);
        if (error instanceof ApiError && error.code === 'INSTRUMENT_DECLINED') {
          notice.show(error.message || CHECKOUT_TEXT.paymentDeclined, 'warning');
          // The buyer picks another funding source for the same order in the PayPal window.
          actions.restart();
          return;
        }
        notice.show(messageOf(error, 'The payment could not be completed. Please try again.'));
      } finally {
        approving.current = null;
      }
    },
    onCancel: () => {
      notice.show(CHECKOUT_TEXT.paymentCancelled, 'info');
    },
    onError: (error) => {
      if (isPopupClosed(error)) {
        notice.show(CHECKOUT_TEXT.paymentCancelled, 'info');
        return;
      }
      // createOrder already showed the message of its own failure; the SDK may pass on a copy of the error.
      if (error instanceof ShownError || (shownMessage.current !== null && error.message === shownMessage.current)) return;
      notice.show(CHECKOUT_TEXT.providerError);
    },
  };

  const removeLine = useCallback(
    (key: string) => {
      cart.remove(key);
      // The button is gone with its line: keep keyboard focus in the cart.
      cartHeading.current?.focus();
    },
    [cart],
  );

  const storeName = (code: string) => storefront.stores.find((store) => store.code === code)?.name ?? code;

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
                      disabled={placing || capturing}
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

          <Box component="section" aria-labelledby={`${ids}-details`} sx={{ mt: 3 }}>
            <Typography variant="h6" component="h2" id={`${ids}-details`}>
              Order details
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
              First Name, Last Name and Email are required.
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                gap: 2,
              }}
            >
              <TextField
                label="First Name"
                value={fields.firstName}
                onChange={setField('firstName')}
                inputRef={(element: HTMLInputElement | null) => {
                  inputs.current.firstName = element;
                }}
                slotProps={{ htmlInput: { 'aria-required': true } }}
                error={problems.firstName !== undefined}
                helperText={problems.firstName}
                autoComplete="given-name"
                fullWidth
              />
              <TextField
                label="Last Name"
                value={fields.lastName}
                onChange={setField('lastName')}
                inputRef={(element: HTMLInputElement | null) => {
                  inputs.current.lastName = element;
                }}
                slotProps={{ htmlInput: { 'aria-required': true } }}
                error={problems.lastName !== undefined}
                helperText={problems.lastName}
                autoComplete="family-name"
                fullWidth
              />
              <TextField
                label="Email"
                type="email"
                value={fields.email}
                onChange={setField('email')}
                inputRef={(element: HTMLInputElement | null) => {
                  inputs.current.email = element;
                }}
                slotProps={{ htmlInput: { 'aria-required': true } }}
                error={problems.email !== undefined}
                helperText={problems.email}
                autoComplete="email"
                fullWidth
              />
              <TextField
                label="Customer PO"
                value={fields.customerPo}
                onChange={setField('customerPo')}
                inputRef={(element: HTMLInputElement | null) => {
                  inputs.current.customerPo = element;
                }}
                error={problems.customerPo !== undefined}
                helperText={problems.customerPo}
                autoComplete="off"
                fullWidth
                slotProps={{ htmlInput: { maxLength: 60 } }}
              />
              <TextField
                select
                label="Store"
                value={fields.store}
                onChange={setField('store')}
                fullWidth
                slotProps={{
                  inputLabel: { shrink: true },
                  select: {
                    displayEmpty: true,
                    renderValue: (value) => (value === '' ? 'None' : storeName(String(value))),
                    MenuProps: { slotProps: { paper: { sx: { maxHeight: 420, maxWidth: 'calc(100vw - 32px)' } } } },
                  },
                }}
              >
                <MenuItem value="">None</MenuItem>
                {storefront.stores.map((store) => (
                  <MenuItem key={store.code} value={store.code} sx={{ whiteSpace: 'normal' }}>
                    <ListItemText
                      primary={store.name}
                      secondary={store.address}
                      sx={{ my: 0 }}
                      slotProps={{ secondary: { sx: { fontSize: '0.8rem' } } }}
                    />
                  </MenuItem>
                ))}
              </TextField>
              <CodeField
                value={fields.code}
                onChange={setField('code')}
                status={bypass.status}
                error={bypass.error}
                onBlur={() => {
                  if (bypass.status === 'error') bypass.retry();
                }}
              />
            </Box>
          </Box>

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
                  onClick={() => void placeOnAccount()}
                  disabled={!checkoutEnabled}
                  loading={placing}
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
                  handlers={paypalHandlers}
                  disabled={!meetsMinimum || capturing}
                  busy={capturing}
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
          if (thenOrder) void placeOnAccount();
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

function CodeField({
  value,
  onChange,
  onBlur,
  status,
  error,
}: {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  status: ReturnType<typeof useBypassCheck>['status'];
  error: string | null;
}) {
  const helper =
    status === 'checking'
      ? 'Checking the code…'
      : status === 'valid'
        ? 'Code accepted: this order goes on account, no payment needed.'
        : status === 'invalid'
          ? 'This code is not recognised.'
          : status === 'error'
            ? error
            : 'Have a bypass code? Enter it to order on account.';
  return (
    <TextField
      label="Code"
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      autoComplete="off"
      error={status === 'invalid' || status === 'error'}
      color={status === 'valid' ? 'success' : 'primary'}
      focused={status === 'valid' ? true : undefined}
      helperText={helper}
      fullWidth
      slotProps={{
        htmlInput: { spellCheck: false, autoCapitalize: 'characters', maxLength: 200 },
        formHelperText: { 'aria-live': 'polite', sx: status === 'valid' ? { color: 'success.main' } : undefined },
      }}
    />
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
