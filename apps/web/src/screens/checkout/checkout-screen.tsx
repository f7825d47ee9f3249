import { useEffect, useState } from 'react';
import { isCheckoutEnabled, meetsCompanyMinimum } from '@portal/domain';
import { useGroupPaths, useReloadStorefront, useStorefront } from '../../core/group';
import { useGroupSession } from '../../core/group-session';
import { useCart } from '../../cart/cart-store';
import { GroupLoginDialog } from '../../common/group-login-dialog';
import { NarrowPage } from '../../common/narrow-page';
import { useToast } from '../../common/toast';
import { CartSection } from './cart-section';
import { ChargesSection } from './charges-section';
import { OrderDetails } from './order-details';
import { PaymentSection } from './payment-section';
import { ShippingSection } from './shipping-section';
import { ShipToSection } from './ship-to-section';
import { useBypassCheck } from './use-bypass-check';
import { useOnAccountOrder } from './use-on-account-order';
import { useOrderCharging } from './use-order-charging';
import { useOrderForm } from './use-order-form';
import { useOrderSending } from './use-order-sending';
import { usePayPalHandlers } from './use-paypal-handlers';

/**
 * /checkout (docs/product.md#checkout): the cart, the order form, where it ships and how, its
 * goods, freight, tax and total, and payment by PayPal or on account with a code. Plain elements styled by app/styles/checkout.css, no MUI (decision 025).
 */
export function Component() {
  const storefront = useStorefront();
  const paths = useGroupPaths();
  const cart = useCart(storefront);
  const toast = useToast();
  const form = useOrderForm(storefront, toast.show);
  const loggedIn = useGroupSession(storefront);
  /** The password dialog, and whether a right password places the on-account order the buyer asked for. */
  const [login, setLogin] = useState<'closed' | 'open' | 'then-order'>('closed');
  const bypass = useBypassCheck(storefront.key, form.fields.code);
  const bypassActive = bypass.status === 'valid';
  // What would be ordered: a line no longer offered waits to be removed, and counts for nothing meanwhile.
  const lines = cart.lines.filter(([key]) => !cart.retired.has(key)).map(([, line]) => line);
  const meetsMinimum = meetsCompanyMinimum(lines, storefront.minimum_apparel_order);
  const retiredCount = cart.retired.size;
  const checkoutEnabled = isCheckoutEnabled({ bypassActive, lineCount: cart.count, meetsMinimum, retiredCount });
  const reloadStorefront = useReloadStorefront();

  const charging = useOrderCharging(storefront, cart, form.fields.store, toast.show);
  const sending = useOrderSending(storefront.key, cart, form, charging);
  const onAccount = useOnAccountOrder({
    form,
    sending,
    lines,
    // The group's spending rules refuse the order as it stands: it is not sent until the cart or store changes.
    enabled: checkoutEnabled && charging.spendingRefusal === null,
    showNotice: toast.show,
    onLoggedOut: () => setLogin('then-order'),
    reloadCatalogue: reloadStorefront,
  });
  const paypal = usePayPalHandlers({
    group: storefront.key,
    form,
    sending,
    lines,
    showNotice: toast.show,
    onLoggedOut: () => setLogin('open'),
    reloadCatalogue: reloadStorefront,
  });

  const busy = onAccount.placing || paypal.capturing;

  /** A right password given to place the order: it is placed once the charges it asked for again are answered. */
  const [placeOnceCharged, setPlaceOnceCharged] = useState(false);
  const chargesStatus = charging.charges.status;
  useEffect(() => {
    if (!placeOnceCharged || chargesStatus === 'loading') return;
    setPlaceOnceCharged(false);
    // Placing checks the charges itself: shown, the order goes; failed, the buyer is told why.
    void onAccount.place();
  }, [placeOnceCharged, chargesStatus, onAccount]);

  return (
    <NarrowPage title="Checkout" after={toast.element}>
      <div className="narrow-page-panel">
        <CartSection cart={cart} homePath={paths.home} disabled={busy} />

        <OrderDetails form={form} stores={storefront.stores} bypass={bypass} />

        {lines.length > 0 && (
          <>
            <ShipToSection shipTo={charging.shipTo} disabled={busy} />
            <ShippingSection
              methods={charging.methods}
              chosen={charging.method}
              onChoose={charging.setMethod}
              basis={charging.basis}
              disabled={busy}
            />
            <ChargesSection
              charges={charging.charges}
              waitingFor={charging.waitingFor}
              spending={charging.spending}
              storeChosen={form.fields.store !== '' && form.fields.store !== 'None'}
            />
          </>
        )}

        <PaymentSection
          storefront={storefront}
          loggedIn={loggedIn}
          lines={lines}
          meetsMinimum={meetsMinimum}
          retiredCount={retiredCount}
          bypassActive={bypassActive}
          checkoutEnabled={checkoutEnabled}
          spendingRefusal={charging.spendingRefusal}
          onAccount={onAccount}
          paypal={paypal}
          onLogIn={() => setLogin('open')}
        />
      </div>
      <GroupLoginDialog
        open={login !== 'closed'}
        group={storefront.key}
        title={storefront.title}
        reason="to order"
        onClose={() => setLogin('closed')}
        onLoggedIn={() => {
          const thenOrder = login === 'then-order';
          setLogin('closed');
          // The charges the server refused to quote without the password are asked for now.
          charging.loggedIn();
          if (thenOrder) setPlaceOnceCharged(true);
          else toast.show('You are logged in. You can place your order now.', 'info');
        }}
      />
    </NarrowPage>
  );
}
