import type { CatalogueItem } from '../catalogue/catalogue-item.schema';
import type { ProductType } from '../catalogue/product-type';
import type { GroupPublicConfig, Provider, PublicAccountRep, Store } from './group-config.schema';
import type { ShippingMethod } from '../charges/freight';
import type { PublicPlacementRow } from './placement-table.schema';

export interface PublicStore extends Store {
  /** The store's customs catalogue asks for a password first. */
  password_protected: boolean;
}

/** What a browser receives for a group: its public configuration and catalogue, never a secret. */
export interface Storefront extends Omit<
  GroupPublicConfig,
  'stores' | 'catalogue' | 'minimum_apparel_order' | 'order_limits' | 'account_reps' | 'typed_ship_to' | 'shipping_methods'
> {
  minimum_apparel_order: boolean;
  /** Whether a buyer may type an address of their own to ship to. */
  typed_ship_to: boolean;
  /** How orders may ship and what each costs (packages/domain/src/charges/freight.ts); empty: no freight. */
  shipping_methods: ShippingMethod[];
  /** The footer's representatives: name and phone only. */
  account_reps: PublicAccountRep[];
  stores: PublicStore[];
  /** The group's storefront needs its password (root LOGIN) for the orders history. */
  has_password: boolean;
  /** Categories the catalogue has, in store-home order. */
  categories: ProductType[];
  /** The rows of the placement table for the group's logo_placements: which kinds of item each fits. */
  placement_table: PublicPlacementRow[];
  /** Orderable items; prices in cents. */
  catalogue: CatalogueItem[];
  /** The provider as every page shows it; its billing details stay on the invoices. */
  provider: StorefrontProvider;
}

/** GET /v1/storefront/{group}: the storefront and how this server can take payment for it. */
export interface StorefrontAnswer extends Storefront {
  payments: {
    /** PayPal buttons: offered when the server has PayPal credentials and the group supports it. The client id is public. */
    paypal: {
      available: boolean;
      client_id: string | null;
      /** Where to load PayPal's browser script from instead of PayPal: the local stand-in, with the fake PayPal only. */
      sdk_url?: string;
    };
  };
}

export type StorefrontProvider = Omit<Provider, 'remit_to' | 'billing_email'>;
