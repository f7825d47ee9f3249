// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TOAST_DURATION_MS } from '@portal/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../test-support/browser';
import { useToast } from './toast';

let show: ReturnType<typeof useToast>['show'];

function Screen({ initial }: { initial?: Parameters<typeof useToast>[0] }) {
  const toast = useToast(initial);
  show = toast.show;
  return <main>{toast.element}</main>;
}

describe('useToast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows an error as an alert and hides it after its duration', () => {
    render(<Screen />);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => show('The order could not be placed.'));
    expect(screen.getByRole('alert').textContent).toBe('The order could not be placed.');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows other news as a status, from the first render when given one', () => {
    render(<Screen initial={{ message: 'Order placed', severity: 'success' }} />);
    expect(screen.getByRole('status').textContent).toBe('Order placed');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes at once on its close button or on Escape', () => {
    render(<Screen />);
    act(() => show('You are logged in.', 'info'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => show('You are logged in.', 'info'));
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('lets the newest message replace the one showing, with its full duration', () => {
    render(<Screen />);
    act(() => show('First'));
    act(() => vi.advanceTimersByTime(2000));
    act(() => show('Second'));
    expect(screen.getAllByRole('alert').map((element) => element.textContent)).toEqual(['Second']);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('alert').textContent).toBe('Second');
  });

  it('stays while the pointer is on it', () => {
    render(<Screen />);
    act(() => show('Read me'));
    fireEvent.mouseEnter(screen.getByRole('alert'));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(screen.getByRole('alert')).toBeDefined();
    fireEvent.mouseLeave(screen.getByRole('alert'));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
