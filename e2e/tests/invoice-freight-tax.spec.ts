import { request, type APIRequestContext, type TestInfo } from '@playwright/test';
import { pdfText } from '@portal/testing/pdf-text';
import { captureBothWidths, expect, expectAccessible, test } from '../support/fixtures';
import { adminState, uniqueWord } from '../support/console';
import { showOrderItems, pricedNow } from '../support/journeys';
import { invoiceOfOrder, shipOrder, TEE } from '../support/billing';

// What an invoice bills once orders carry freight and sales tax (docs/billing.md#freight-and-sales-tax):
// an order on account shipped to an Ohio store, and one of Prairie Wind Dealerships, whose account
// holds the demo's Kansas exemption certificate (KS-EX-20417). Both are placed as their buyers'
// browsers would (the page's request is logged in to the groups), shipped from the console's API,
// and their invoices' PDFs read back as the buyer downloads them.

const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

// The demo tax settings (packages/tenants/tax-settings.json) as a second, plain reading: Ohio at
// 5.75 % outside the 432 ZIPs, freight taxed; tax once per order, rounded half up to the cent.
const ohioTax = (taxableCents: number) => Math.floor((taxableCents * 5750 + 50_000) / 100_000);

interface Charges {
  goods: number;
  freight: number;
  tax: number;
  total: number;
  ship_to: { source: string; address: { name: string; street: string; city: string; state: string; zip: string } };
  shipping_method: { code: string; name: string } | null;
  tax_rate: { name: string } | null;
  exemption: { certificate_number: string; state: string } | null;
}

function adminApi(testInfo: TestInfo): Promise<APIRequestContext> {
  return request.newContext({ baseURL: testInfo.project.use.baseURL, storageState: adminState(testInfo) });
}

/** A store of the group with no billing account of its own, whose code is a bypass code (the group's codes are its stores'). */
async function storeOf(api: APIRequestContext, group: string, notInZip: RegExp) {
  const storefront = (await (await api.get(`/v1/storefront/${group}`)).json()) as {
    stores: { code: string; name: string; address?: string }[];
  };
  const store = storefront.stores.find((s) => s.address && !notInZip.test(s.address) && !/^GDCH01$/.test(s.code));
  expect(store, `a store of ${group}`).toBeDefined();
  return store!;
}

async function placeOnAccount(api: APIRequestContext, group: string, store: string, customerPo: string) {
  const cart = await pricedNow(api, group, [TEE]);
  const quoted = await api.post('/v1/checkout-charges', {
    data: { companyName: group, store, cart, ship_to: { source: 'store' }, shipping_method: 'GROUND' },
  });
  expect(quoted.status(), await quoted.text()).toBe(200);
  // What the spending rules make of it rides beside the charges; this group has none.
  const { spending, ...quote } = (await quoted.json()) as Charges & { spending: unknown };
  expect(spending).toBeNull();
  const placed = await api.post('/v1/create-order', {
    data: {
      companyName: group,
      first_name: 'Tamsin',
      last_name: 'Okoro',
      email: `${customerPo.toLowerCase()}@buyers.example`,
      store,
      customer_po: customerPo,
      bypassPaypal: true,
      bypassCode: store,
      cart,
      ship_to: { source: 'store' },
      shipping_method: 'GROUND',
      freight: quote.freight,
      tax: quote.tax,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const answer = (await placed.json()) as { order_number: string; total: number; charges: Charges };
  // What the buyer was quoted is what the order was charged.
  expect(answer.charges).toEqual(quote);
  return answer;
}

async function invoicePdfText(api: APIRequestContext, group: string, invoiceId: string): Promise<string> {
  const pdf = await api.get(`/v1/invoices/${invoiceId}/pdf?companyName=${group}`);
  expect(pdf.status(), await pdf.text()).toBe(200);
  return (await pdfText(Buffer.from(await pdf.body()))).text;
}

test.describe('invoices of orders with freight and sales tax', () => {
  test.skip(
    ({ journey }) => journey.modeB,
    "mode A's groups hold the accounts these orders bill; mode B's checkout journey has its own",
  );

  test('an order on account to an Ohio store: the invoice PDF shows where it ships, the freight, the tax and the total', async ({
    page,
    journey,
  }, testInfo) => {
    test.setTimeout(120_000);
    const store = await storeOf(page.request, 'guardian', /, OH 432/);
    const customerPo = uniqueWord('GDTAX', testInfo);
    const placed = await placeOnAccount(page.request, 'guardian', store.code, customerPo);
    const { charges } = placed;
    expect(charges.ship_to.source).toBe('store');
    expect(charges.ship_to.address.name).toBe(store.name);
    expect(charges.shipping_method).toEqual({ code: 'GROUND', name: 'Ground' });
    // Six tees come to less than $250.00: Ground charges $15.00.
    expect(charges.goods).toBeLessThan(25_000);
    expect(charges.freight).toBe(1500);
    expect(charges.tax_rate?.name).toBe('OH 5.75%');
    expect(charges.tax).toBe(ohioTax(charges.goods + charges.freight));
    expect(charges.total).toBe(charges.goods + charges.freight + charges.tax);
    expect(placed.total).toBe(charges.total);

    const admin = await adminApi(testInfo);
    await shipOrder(admin, placed.order_number);
    const invoice = await invoiceOfOrder(admin, placed.order_number);
    await admin.dispose();
    expect(invoice.total_cents).toBe(charges.total);

    const text = await invoicePdfText(page.request, 'guardian', invoice.id);
    expect(text).toContain('SHIP TO');
    expect(text).toContain(store.name);
    expect(text).toContain(charges.ship_to.address.street);
    expect(text).toContain(`${charges.ship_to.address.city}, OH ${charges.ship_to.address.zip}`);
    expect(text).toContain(`Subtotal ${money(charges.goods)}`);
    expect(text).toContain(`Freight (Ground) ${money(charges.freight)}`);
    expect(text).toContain(`Sales tax (OH 5.75%) ${money(charges.tax)}`);
    expect(text).toContain(`Total due ${money(charges.total)}`);

    // The buyer's orders screen says the same of the order.
    await page.goto(journey.path('guardian', 'orders'));
    await showOrderItems(page, placed.order_number);
    await expect(page.getByText('Sales tax (OH 5.75%)').first()).toBeVisible();
    await expect(page.getByText(money(charges.tax)).first()).toBeVisible();
    expect(journey.consoleErrors).toEqual([]);
  });

  test("an exempt account's order has no tax, and its invoice says which certificate exempts it", async ({
    page,
    journey,
  }, testInfo) => {
    test.setTimeout(120_000);
    const store = await storeOf(page.request, 'prairie', /^$/);
    expect(store.address).toMatch(/, KS \d{5}/);
    const customerPo = uniqueWord('PWEX', testInfo);
    const placed = await placeOnAccount(page.request, 'prairie', store.code, customerPo);
    expect(placed.charges.tax).toBe(0);
    expect(placed.charges.tax_rate).toBeNull();
    expect(placed.charges.exemption).toEqual({ certificate_number: 'KS-EX-20417', state: 'KS' });
    expect(placed.charges.total).toBe(placed.charges.goods + placed.charges.freight);

    const admin = await adminApi(testInfo);
    await shipOrder(admin, placed.order_number);
    const invoice = await invoiceOfOrder(admin, placed.order_number);
    await admin.dispose();
    const text = await invoicePdfText(page.request, 'prairie', invoice.id);
    expect(text).toContain('Tax exempt (certificate KS-EX-20417, KS) $0.00');
    expect(text).not.toContain('Sales tax');
    expect(text).toContain(`Total due ${money(placed.charges.total)}`);

    await page.goto(journey.path('prairie', 'orders'));
    await showOrderItems(page, placed.order_number);
    await expect(page.getByText('Tax exempt (certificate KS-EX-20417, KS)').first()).toBeVisible();
    await expectAccessible(page);
    await captureBothWidths(page, testInfo, 'orders-exempt-order');
    expect(journey.consoleErrors).toEqual([]);
  });
});
