import {
  orderLineName,
  withSecond,
  type InvoiceCharges,
  type InvoiceSnapshot,
  type PaymentTerms,
  type ProductType,
  type Provider,
} from '@portal/domain';
import type { Tenant } from '@portal/tenants/server';
import { orderNumber, type OrderLineRow, type OrderRow } from '../order-store/order-store';
import type { BillingAccountRow } from './account-store';

/** The provider as its money documents print it: letterhead and where payments go. */
export const documentProvider = (provider: Provider): InvoiceSnapshot['provider'] => ({
  name: provider.name,
  address: provider.address,
  phone: provider.main_phone,
  email: provider.billing_email,
  remit_to: provider.remit_to,
});

/** The account as its documents print it. */
export const documentAccount = (account: BillingAccountRow): InvoiceSnapshot['account'] => ({
  id: account.id,
  name: account.name,
  accounting_name: account.accountingName,
  address: account.address,
});

export const documentGroup = (tenant: Tenant): InvoiceSnapshot['group'] => ({
  key: tenant.config.key,
  title: tenant.config.title,
  logo: tenant.config.company_logo || null,
});

/**
 * Which bypass code the order was placed with, as the invoice names it: where the code is a store's
 * own code, that store (so a group can tell its stores' orders apart); otherwise the masked code.
 */
function bypassCodeText(tenant: Tenant, order: OrderRow): string | null {
  if (order.payment !== 'account') return null;
  const store = order.bypassStoreCode ? tenant.config.stores.find((s) => s.code === order.bypassStoreCode) : undefined;
  if (store) return `${store.code} (${store.name})`;
  return order.maskedBypassCode;
}

export interface InvoiceFacts {
  number: string;
  issuedOn: string;
  dueOn: string;
  terms: PaymentTerms;
}

/** What an invoice bills, copied from the order, its lines, the group and the account as they are now. */
export function invoiceSnapshotOf(
  facts: InvoiceFacts,
  provider: Provider,
  tenant: Tenant,
  account: BillingAccountRow,
  order: OrderRow,
  lines: readonly OrderLineRow[],
): InvoiceSnapshot {
  const store = order.storeCode ? tenant.config.stores.find((s) => s.code === order.storeCode) : undefined;
  const charges = invoiceChargesOf(order);
  return {
    number: facts.number,
    issued_on: facts.issuedOn,
    due_on: facts.dueOn,
    terms: facts.terms,
    provider: documentProvider(provider),
    account: documentAccount(account),
    group: documentGroup(tenant),
    store: store ? { name: store.name, address: store.address ? [store.address] : [] } : null,
    order: {
      id: order.id,
      number: orderNumber(order),
      placed_at: (order.placedAt ?? order.createdAt).toISOString(),
      customer_po: order.customerPo,
    },
    buyer: { name: `${order.firstName} ${order.lastName}`.trim(), email: order.email },
    bypass_code: bypassCodeText(tenant, order),
    lines: lines.map((line) => ({
      line_no: line.lineNo,
      code: line.code,
      name: orderLineName(line),
      size: line.size,
      color: line.color,
      logos: [withSecond(line.embroidery, line.secondEmbroidery), withSecond(line.placement, line.secondPlacement)]
        .filter(Boolean)
        .join(', '),
      quantity: line.quantity,
      unit_price_cents: line.unitPriceCents,
      line_total_cents: line.quantity * line.unitPriceCents,
      po: line.po,
      customer_po: line.customerPo,
      ...(charges ? { taxed: lineTaxed(order, line) } : {}),
    })),
    ship_to: order.shipTo ?? null,
    charges,
    total_cents: order.totalCents,
  };
}

/**
 * The order's total apart as it was charged (goods + freight + tax = total); null for an order
 * placed before freight and tax (goods_cents null), whose total is all goods.
 */
export function invoiceChargesOf(order: OrderRow): InvoiceCharges | null {
  if (order.goodsCents === null) return null;
  return {
    goods_cents: order.goodsCents,
    freight_cents: order.freightCents,
    freight_method: order.freightMethod ? { code: order.freightMethod.code, name: order.freightMethod.name } : null,
    tax_cents: order.taxCents,
    tax: order.tax
      ? {
          name: order.tax.name,
          state: order.tax.state,
          rate_thousandths: order.tax.rate_thousandths,
          taxable_cents: order.tax.taxable_cents,
          freight_taxed: order.tax.freight_taxed,
        }
      : null,
    exemption: order.taxExemption
      ? {
          certificate_number: order.taxExemption.certificate_number,
          state: order.taxExemption.state,
          expires_on: order.taxExemption.expires_on,
        }
      : null,
  };
}

/** Whether the order's tax fell on the line: a rate was charged and the state does not exempt its category. */
const lineTaxed = (order: OrderRow, line: OrderLineRow): boolean =>
  order.tax !== null && !order.tax.exempt_types.includes(line.type as ProductType);
