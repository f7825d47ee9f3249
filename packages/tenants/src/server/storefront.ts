import { PRODUCT_TYPES, type Provider, type Storefront, type StorefrontProvider } from '@portal/domain';
import type { Tenant } from './load-tenants';

/**
 * The public view of a group. Built field by field from the public config, so a field added to
 * the secrets can never leak by being spread in.
 */
export function toStorefront(tenant: Tenant, provider: Provider): Storefront {
  const { config, secrets, catalogue, placementTable } = tenant;
  const orderable = catalogue.filter((item) => !item.restricted);
  const present = new Set(orderable.map((item) => item.type));
  return {
    key: config.key,
    title: config.title,
    company_logo: config.company_logo,
    logo_placements: config.logo_placements,
    show_image_preview: config.show_image_preview,
    show_modification_thumbnail: config.show_modification_thumbnail,
    render_logo_preview: config.render_logo_preview,
    minimum_apparel_order: config.minimum_apparel_order ?? false,
    embroideries: config.embroideries,
    ...(config.logo_files ? { logo_files: config.logo_files } : {}),
    stores: config.stores.map((store) => ({
      name: store.name,
      ...(store.address ? { address: store.address } : {}),
      code: store.code,
      password_protected: Object.hasOwn(secrets.store_passwords, store.code),
    })),
    ...(config.ship_to_address ? { ship_to_address: config.ship_to_address } : {}),
    typed_ship_to: config.typed_ship_to ?? false,
    shipping_methods: config.shipping_methods ?? [],
    server_hostname: config.server_hostname,
    // Name and phone only: the staff account a footer entry is linked to stays in the console.
    account_reps: config.account_reps.map((rep) => ({ name: rep.name, phone: rep.phone })),
    route_prefix: config.route_prefix,
    paypal_not_supported: config.paypal_not_supported,
    has_password: secrets.password !== null,
    categories: PRODUCT_TYPES.filter((type) => present.has(type)),
    placement_table: placementTable
      .filter((row) => config.logo_placements.includes(row.name))
      .map((row) => ({ name: row.name, fits: row.fits })),
    catalogue: orderable,
    provider: storefrontProvider(provider),
  };
}

/** The provider without its billing details, which only invoices and statements print. */
function storefrontProvider(provider: Provider): StorefrontProvider {
  const { remit_to: _remitTo, billing_email: _billingEmail, ...shown } = provider;
  return shown;
}
