// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../test-support/browser';
import { Dialog } from './dialog';

function Opener({ onClosed }: { onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reorder
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} onClosed={onClosed} title="Added to your cart" describedBy="what">
        <div className="dialog-content">
          <p id="what">3 lines were added.</p>
        </div>
        <div className="dialog-actions">
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        </div>
      </Dialog>
    </>
  );
}

// As a browser does: the key goes to what has focus, and an open modal dialog turns it into cancel.
const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

/** A click on the backdrop: a press and a release on the <dialog> itself, outside its surface. */
function clickBackdrop(dialog: HTMLElement) {
  fireEvent.mouseDown(dialog);
  fireEvent.mouseUp(dialog);
  fireEvent.click(dialog);
}

describe('Dialog', () => {
  it('opens as a modal named by its title and described by its content', () => {
    render(<Opener />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reorder' }));
    const dialog = screen.getByRole('dialog', { name: 'Added to your cart', description: '3 lines were added.' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Added to your cart' })).toBeDefined();
  });

  it('closes on Escape, through its cancel event, and says so once closed', () => {
    const onClosed = vi.fn();
    render(<Opener onClosed={onClosed} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reorder' }));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClosed).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Reorder' }));
    pressEscape();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClosed).toHaveBeenCalledTimes(2);
  });

  it('leaves closing to its caller: Escape only asks', () => {
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Enter the password">
        <p>Busy</p>
      </Dialog>,
    );
    pressEscape();
    expect(onClose).toHaveBeenCalledOnce();
    expect((screen.getByRole('dialog') as HTMLDialogElement).open).toBe(true);
  });

  it('closes on a click on the backdrop, not on a click inside', () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Reorder' }));
    const text = screen.getByText('3 lines were added.');
    fireEvent.mouseDown(text);
    fireEvent.click(text);
    expect(screen.queryByRole('dialog')).not.toBeNull();
    // Outside its surface only the <dialog> itself is hit: that is the backdrop.
    clickBackdrop(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives focus back to what opened it', () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Reorder' });
    opener.focus();
    fireEvent.click(opener);
    screen.getByRole('button', { name: 'Done' }).focus();
    pressEscape();
    expect(document.activeElement).toBe(opener);
  });
});
