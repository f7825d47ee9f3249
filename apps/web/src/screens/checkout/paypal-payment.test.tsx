// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../test-support/browser';
import { CHECKOUT_TEXT } from '../../common/checkout-text';
import { PayPalPayment, type PayPalHandlers } from './paypal-payment';

/** The SDK's state as the provider reports it; no script is fetched in these tests. */
const sdk = vi.hoisted(() => ({
  state: { isPending: false, isRejected: false, options: {} },
  dispatch: vi.fn(),
}));

vi.mock('@paypal/react-paypal-js', () => ({
  DISPATCH_ACTION: { RESET_OPTIONS: 'resetOptions' },
  PayPalScriptProvider: ({ children }: { children: ReactNode }) => children,
  usePayPalScriptReducer: () => [sdk.state, sdk.dispatch],
  PayPalButtons: ({ disabled }: { disabled?: boolean }) => (
    <button type="button" disabled={disabled}>
      Pay with PayPal
    </button>
  ),
}));

const handlers = {} as PayPalHandlers;

describe('the PayPal buttons', () => {
  beforeEach(() => {
    sdk.state = { isPending: false, isRejected: false, options: {} };
    sdk.dispatch.mockClear();
  });

  it('show the advice about the payment window beside them, in view rather than in a tooltip', () => {
    render(<PayPalPayment clientId="test-client" handlers={handlers} disabled={false} busy={false} />);
    expect(screen.getByRole('button', { name: 'Pay with PayPal' })).toBeDefined();
    const advice = screen.getByText(CHECKOUT_TEXT.paymentTooltip);
    expect(advice.closest('[hidden], [role="tooltip"]')).toBeNull();
  });

  it('say PayPal is loading while the script arrives', () => {
    sdk.state = { ...sdk.state, isPending: true };
    render(<PayPalPayment clientId="test-client" handlers={handlers} disabled={false} busy={false} />);
    expect(screen.getByRole('status').textContent).toBe('Loading PayPal…');
  });

  it('say when the script could not be loaded, and try again on request', () => {
    sdk.state = { ...sdk.state, isRejected: true };
    render(<PayPalPayment clientId="test-client" handlers={handlers} disabled={false} busy={false} />);
    expect(screen.getByRole('alert').textContent).toContain(CHECKOUT_TEXT.paypalBlockedTitle);
    fireEvent.click(screen.getByRole('button', { name: 'Try loading PayPal again' }));
    expect(sdk.dispatch).toHaveBeenCalledWith({ type: 'resetOptions', value: {} });
  });

  it('cover the buttons while a payment is completed', () => {
    render(<PayPalPayment clientId="test-client" handlers={handlers} disabled busy />);
    expect(screen.getByRole('status').textContent).toBe('Completing your order…');
    expect((screen.getByRole('button', { name: 'Pay with PayPal' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
