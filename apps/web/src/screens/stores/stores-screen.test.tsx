// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test-support/app';
import { mockServer } from '../../../test-support/server';
import { storefrontOf } from '../../../test-support/storefront';

describe('the store list', () => {
  it('says when the group lists no stores, and leads to its custom items', async () => {
    mockServer({ 'GET /v1/storefront/cedar': { body: storefrontOf() } });
    renderApp('/cedar/stores');
    expect(await screen.findByText('Cedar Creek Automotive has no stores listed yet.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Browse custom items' }).getAttribute('href')).toBe('/cedar/catalog/customs');
  });

  it('opens a store without a password at its custom items', async () => {
    const stores = [{ name: 'Cedar Creek Subaru', address: '9506 Lantern Ave', code: 'CCSB01', password_protected: false }];
    mockServer({ 'GET /v1/storefront/open': { body: storefrontOf({ key: 'open', stores }) } });
    renderApp('/open/stores');
    const store = await screen.findByRole('link', { name: /Cedar Creek Subaru/ });
    expect(store.getAttribute('href')).toBe('/open/catalog/CCSB01/customs');
  });

  // A storefront once loaded is kept for the page's life: this group is not the one above.
  const locked = [
    { name: 'Cedar Creek Subaru', address: '9506 Lantern Ave', code: 'CCSB01', password_protected: false },
    { name: 'Cedar Creek Toyota', address: '8554 Sycamore Bend Rd', code: 'CCTY01', password_protected: true },
  ];

  it("asks a locked store's password, says when it is wrong, and opens the store's custom items with the right one", async () => {
    const unlocks: unknown[] = [];
    mockServer({
      'GET /v1/storefront/locked': { body: storefrontOf({ key: 'locked', stores: locked }) },
      'POST /v1/stores/unlock': (body) => {
        unlocks.push(body);
        return (body as { password: string }).password === 'store-ccty01'
          ? { body: null }
          : { status: 401, body: { message: 'Unauthorized', code: 'UNAUTHORIZED' } };
      },
    });
    const router = renderApp('/locked/stores');
    fireEvent.click(await screen.findByRole('button', { name: /Cedar Creek Toyota/ }));
    const dialog = screen.getByRole('dialog', {
      name: 'Enter password',
      description: 'Cedar Creek Toyota needs its store password to open its custom items.',
    });
    const field = within(dialog).getByLabelText<HTMLInputElement>('Password');
    fireEvent.change(field, { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open store' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('That password is not valid.');
    expect(field.value).toBe('wrong');
    expect(router.state.location.pathname).toBe('/locked/stores');

    fireEvent.change(field, { target: { value: 'store-ccty01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open store' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/locked/catalog/CCTY01/customs'));
    expect(unlocks).toEqual([
      { companyName: 'locked', storeCode: 'CCTY01', password: 'wrong' },
      { companyName: 'locked', storeCode: 'CCTY01', password: 'store-ccty01' },
    ]);
  });

  it('asks straight away for the password of the locked store named by ?unlock=', async () => {
    mockServer({ 'GET /v1/storefront/locked': { body: storefrontOf({ key: 'locked', stores: locked }) } });
    renderApp('/locked/stores?unlock=CCTY01');
    expect(
      await screen.findByRole('dialog', {
        name: 'Enter password',
        description: 'Cedar Creek Toyota needs its store password to open its custom items.',
      }),
    ).toBeDefined();
  });

  it('asks for no password when ?unlock= names a store without one', async () => {
    mockServer({ 'GET /v1/storefront/locked': { body: storefrontOf({ key: 'locked', stores: locked }) } });
    renderApp('/locked/stores?unlock=CCSB01');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your store' })).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
