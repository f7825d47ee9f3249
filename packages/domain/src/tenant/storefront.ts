import type { CatalogueItem } from '../catalogue/catalogue-item.schema';
import type { ProductType } from '../catalogue/product-type';
import type { GroupPublicConfig, Provider, Store } from './group-config.schema';

export interface PublicStore extends Store {
  /** The store's customs catalogue asks for a password first. */
  password_protected: boolean;
}

/** What a browser receives for a group: its public configuration and catalogue, never a secret. */
export interface Storefront extends Omit<GroupPublicConfig, 'stores' | 'catalogue' | 'minimum_apparel_order'> {
  minimum_apparel_order: boolean;
  stores: PublicStore[];
  /** The group's storefront needs its password (root LOGIN) for the orders history. */
  has_password: boolean;
  /** Categories the catalogue has, in store-home order. */
  categories: ProductType[];
  /** Orderable items; prices in cents. */
  catalogue: CatalogueItem[];
  provider: Provider;
}
