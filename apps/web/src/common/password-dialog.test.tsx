// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../test-support/browser';
import { ApiError } from '../core/api/api-client';
import { PasswordDialog, passwordMiss, type PasswordCheck } from './password-dialog';

function Opener({ check, onSuccess }: { check: (password: string) => Promise<PasswordCheck>; onSuccess?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Unlock
      </button>
      <PasswordDialog
        open={open}
        title="Store password"
        description="Enter the password of Summit Motors North."
        submitLabel="Unlock"
        check={check}
        onSuccess={() => {
          setOpen(false);
          onSuccess?.();
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

const typePassword = (value: string) => fireEvent.change(screen.getByLabelText('Password'), { target: { value } });

describe('PasswordDialog', () => {
  it('is a modal named by its title and described by its text, with focus in the password field', () => {
    render(<Opener check={() => Promise.resolve({ ok: true })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Store password',
      description: 'Enter the password of Summit Motors North.',
    });
    const field = screen.getByLabelText('Password');
    expect(dialog.contains(field)).toBe(true);
    expect(field.getAttribute('type')).toBe('password');
    expect(field.getAttribute('autocomplete')).toBe('current-password');
    expect(document.activeElement).toBe(field);
  });

  it('shows a miss under the field, keeps what was typed and gives focus back to the field', async () => {
    const check = vi.fn(() => Promise.resolve<PasswordCheck>({ ok: false, message: 'That password is not valid.' }));
    render(<Opener check={check} />);
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    typePassword('wrong-one');
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Unlock' }).at(-1)!);
    });
    expect(check).toHaveBeenCalledWith('wrong-one');
    const field = screen.getByLabelText('Password') as HTMLInputElement;
    expect(screen.getByRole('alert').textContent).toBe('That password is not valid.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.value).toBe('wrong-one');
    expect(document.activeElement).toBe(field);
    // Typing again clears the message.
    typePassword('wrong-one2');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('ignores a second submit while the first is being checked, and keeps the button named by its text', async () => {
    let answer: (check: PasswordCheck) => void = () => undefined;
    const check = vi.fn(() => new Promise<PasswordCheck>((resolve) => (answer = resolve)));
    const onSuccess = vi.fn();
    render(<Opener check={check} onSuccess={onSuccess} />);
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    typePassword('right');
    const submit = screen.getAllByRole('button', { name: 'Unlock' }).at(-1)!;
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(check).toHaveBeenCalledOnce();
    expect(submit.getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByRole('button', { name: 'Unlock' })).toHaveLength(2);
    await act(async () => answer({ ok: true }));
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Cancel closes it and forgets what was typed', () => {
    render(<Opener check={() => Promise.resolve({ ok: true })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    typePassword('half-typed');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });
});

describe('passwordMiss', () => {
  it('shows the given message for a 401, the server’s for a 429, and the error’s otherwise', () => {
    expect(passwordMiss(new ApiError('Unauthorized', 401, null), 'That password is not valid.')).toEqual({
      ok: false,
      message: 'That password is not valid.',
    });
    expect(passwordMiss(new ApiError('Unauthorized', 401, null), null)).toEqual({ ok: false, message: null });
    expect(passwordMiss(new ApiError('Too many attempts. Try again in 60 seconds.', 429, null), null)).toEqual({
      ok: false,
      message: 'Too many attempts. Try again in 60 seconds.',
    });
    expect(passwordMiss(new Error('Network down'), null)).toEqual({ ok: false, message: 'Network down' });
  });
});
