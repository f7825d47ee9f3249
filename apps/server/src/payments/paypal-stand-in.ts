/**
 * The local stand-in for PayPal's browser script, for trying the PayPal path on one's own machine
 * against the fake PayPal REST API, without the internet (README, 'Trying PayPal locally'). Never
 * with real PayPal, never in production: config/env.ts refuses PAYPAL_SDK_STAND_IN there, and
 * buildApp refuses it again (config/paypal-stand-in.ts).
 */

/** Where the stand-in's script is served; the storefront answer names it as `sdk_url`. */
export const PAYPAL_STAND_IN_SDK_PATH = '/v1/paypal-stand-in/sdk.js';
/** Where the stand-in approves an order at the fake API, as the buyer would in PayPal's window. */
export const PAYPAL_STAND_IN_APPROVE_PATH = '/v1/paypal-stand-in/approve/';

/**
 * The script: `window.paypal.Buttons` as the web app uses it. Its button runs createOrder, then
 * shows what PayPal's window would ask (approve or cancel); approving asks this server to approve
 * the order at the fake API, then calls onApprove, as the real buttons do.
 */
export const PAYPAL_STAND_IN_SDK = `(() => {
  const approvePath = ${JSON.stringify(PAYPAL_STAND_IN_APPROVE_PATH)};
  const look = 'display:block;box-sizing:border-box;width:100%;min-height:45px;margin:0 0 8px;border:0;border-radius:4px;font:700 16px system-ui,sans-serif;cursor:pointer;';
  const make = (tag, text, css) => {
    const element = document.createElement(tag);
    element.textContent = text;
    element.style.cssText = css;
    return element;
  };
  window.paypal = {
    version: 'local-stand-in',
    Buttons(options) {
      return {
        isEligible: () => true,
        close: () => Promise.resolve(),
        render(container) {
          const host = typeof container === 'string' ? document.querySelector(container) : container;
          const box = document.createElement('div');
          const pay = make('button', 'Pay with PayPal (local stand-in)', look + 'background:#ffc439;color:#111;');
          pay.type = 'button';
          const note = make('p', 'Fake PayPal on this machine: no money moves.', 'margin:0;font:13px system-ui,sans-serif;color:#555;');
          box.append(pay, note);
          pay.addEventListener('click', async () => {
            let orderID;
            try {
              orderID = await options.createOrder({ paymentSource: 'paypal' }, {});
            } catch (error) {
              if (options.onError) options.onError(error);
              return;
            }
            // What PayPal's window asks the buyer.
            const window_ = make('div', '', 'margin:8px 0;padding:12px;border:1px solid #ccc;border-radius:4px;background:#fff;');
            window_.setAttribute('role', 'group');
            window_.setAttribute('aria-label', 'Fake PayPal window');
            window_.append(make('p', 'Fake PayPal: approve order ' + orderID + '?', 'margin:0 0 8px;font:600 14px system-ui,sans-serif;'));
            const approve = make('button', 'Approve payment', look + 'background:#0070ba;color:#fff;');
            const cancel = make('button', 'Cancel', look + 'background:#eee;color:#111;');
            approve.type = 'button';
            cancel.type = 'button';
            window_.append(approve, cancel);
            box.append(window_);
            const done = () => window_.remove();
            cancel.addEventListener('click', () => {
              done();
              if (options.onCancel) options.onCancel({ orderID });
            });
            approve.addEventListener('click', async () => {
              done();
              try {
                const answer = await fetch(approvePath + encodeURIComponent(orderID), { method: 'POST', credentials: 'same-origin' });
                if (!answer.ok) throw new Error('The fake PayPal did not approve the order (' + answer.status + ')');
                await options.onApprove({ orderID }, { restart: () => Promise.resolve() });
              } catch (error) {
                if (options.onError) options.onError(error);
              }
            });
          });
          host.appendChild(box);
          return Promise.resolve();
        },
      };
    },
  };
})();
`;
