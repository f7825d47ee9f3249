// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../test-support/browser';
import { Notice } from './notice';

describe('Notice', () => {
  it('is an alert unless told, with its title, message and action', () => {
    render(
      <Notice severity="error" title="Payment failed" action={<button type="button">Retry</button>}>
        PayPal did not answer.
      </Notice>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Payment failedPayPal did not answer.Retry');
    expect(alert.className).toBe('notice notice-error');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDefined();
  });

  it('passes its role through and shows a close button when it can be closed', () => {
    const onClose = vi.fn();
    render(
      <Notice severity="warning" role="status" onClose={onClose}>
        Only 3 left.
      </Notice>,
    );
    expect(screen.getByRole('status').className).toBe('notice notice-warning');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('can take focus when a screen moves it there', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <Notice severity="success" ref={ref} tabIndex={-1}>
        Administrator mode is on.
      </Notice>,
    );
    ref.current?.focus();
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });
});
