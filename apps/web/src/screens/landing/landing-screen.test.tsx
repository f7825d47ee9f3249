// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test-support/app';
import { mockServer, type Routes } from '../../../test-support/server';
import { storefrontOf } from '../../../test-support/storefront';

// A storefront once loaded is kept for the page's life and a failed load is not: the failure first.
describe('the landing page', () => {
  it('says when it could not be loaded, and offers to try again', async () => {
    mockServer({ 'GET /v1/storefront/default': { status: 500, body: { message: 'The catalogue could not be loaded.' } } });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'The home page could not be loaded' })).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe('The catalogue could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
  });

  it("shows the provider's details and the LOGIN button", async () => {
    mockServer({ 'GET /v1/storefront/default': { body: storefrontOf({ key: 'default' }) } });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dealership ordering portal' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeDefined();
    expect(screen.getAllByRole('link', { name: '(555) 010-4410' })).toHaveLength(2);
  });
});

describe('the LOGIN dialog', () => {
  /** Opens the dialog on the landing page and sends a password; answers the dialog. */
  async function sendPassword(login: Routes[string], password = 'not-the-password') {
    mockServer({ 'GET /v1/storefront/default': { body: storefrontOf({ key: 'default' }) }, 'POST /v1/login': login });
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'LOGIN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter password' });
    fireEvent.change(within(dialog).getByLabelText(/Password/), { target: { value: password } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    return dialog;
  }

  it("shows the server's message under a wrong password, keeps what was typed and puts the focus back in the field", async () => {
    const dialog = await sendPassword({ status: 401, body: { message: 'That password is not valid.', code: 'UNAUTHORIZED' } });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('That password is not valid.');
    const field = within(dialog).getByLabelText<HTMLInputElement>(/Password/);
    expect(field.value).toBe('not-the-password');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(screen.getByRole('dialog', { name: 'Enter password' })).toBe(dialog);
  });

  it('says how long to wait after too many attempts', async () => {
    const message = 'Too many attempts. Please wait a minute and try again.';
    const dialog = await sendPassword({ status: 429, body: { message, code: 'RATE_LIMITED' } });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
  });

  it('says the password could not be checked when the call gets no answer', async () => {
    const dialog = await sendPassword(() => {
      throw new TypeError('Failed to fetch');
    });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The password could not be checked. Check your connection and try again.',
    );
  });
});
