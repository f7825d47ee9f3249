import { useEffect } from 'react';
import { Navigate, Link as RouterLink, useLocation, useParams } from 'react-router';
import {
  CATEGORY_TITLES,
  formatPrice,
  fromPrice,
  logoPicturePath,
  PRICE_ON_QUOTE,
  resolveCategory,
  type CatalogueItem,
  type ProductType,
} from '@portal/domain';
import { useGroupPaths, useStorefront } from '../../core/group';
import { isStoreUnlocked, rememberStoreChoice } from '../../cart/store-choice';
import { FallbackImage } from '../../common/fallback-image';
import { ImageTile } from '../../common/image-tile';
import { BackLink } from '../../common/back-link';
import { Icon } from '../../common/icons';
import type { ItemLinkState } from '../../common/item-link-state';

/** The accessory minimum, as the catalog shows it (docs/product.md#catalog, decision 003). */
const ACCESSORY_NOTICE = 'Must order at least 12 units';

/**
 * Items of one category. Custom printed items limited to some stores show only under one of those
 * stores; without a store in the path they are left out, since no store is known to order them for.
 */
function itemsFor(catalogue: readonly CatalogueItem[], type: ProductType, storeCode: string | undefined): CatalogueItem[] {
  return catalogue.filter((item) => {
    if (item.type !== type) return false;
    if (type !== 'customs' || !item.supportedStores) return true;
    return storeCode !== undefined && item.supportedStores.includes(storeCode);
  });
}

/** 'From $x each', the lowest unit price the item screen's ladder reaches, or 'Price on quote' as the item screen says. */
function fromText(item: CatalogueItem): string {
  const cents = fromPrice(item);
  return cents === null ? PRICE_ON_QUOTE : `From ${formatPrice(cents)} each`;
}

function BackHome() {
  return <BackLink to={useGroupPaths().home} label="home" />;
}

/** A path that names no category, or a store the group does not have. */
function NothingHere({ title, text }: { title: string; text: string }) {
  const paths = useGroupPaths();
  return (
    <div className="container catalog">
      <BackHome />
      <h1 className="title">{title}</h1>
      <p className="text subtitle">{text}</p>
      <RouterLink to={paths.home} className="button button-contained">
        Browse all categories
      </RouterLink>
    </div>
  );
}

/** The group's embroidery logos for this category, each its uploaded picture or the drawn one; nothing when it has none. */
function AvailableLogos({
  logos,
  logoFiles,
}: {
  logos: readonly string[];
  logoFiles: Readonly<Record<string, string>> | undefined;
}) {
  if (logos.length === 0) return null;
  return (
    <section aria-labelledby="available-logos">
      <h2 id="available-logos" className="heading">
        Available Logos
      </h2>
      <ul className="bare-list logo-strip">
        {logos.map((logo) => (
          <li key={logo} title={logo}>
            <FallbackImage src={logoPicturePath(logoFiles, logo)} alt={logo} width={120} height={60} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /catalog/{type} and /catalog/{storeCode}/{type}: the items of one category as image tiles. Drawn
 * like the store home, with the shell's plain CSS (app/shell.css) and no MUI: it is the second
 * screen of nearly every visit, and a category can list dozens of tiles.
 */
export function Component() {
  const storefront = useStorefront();
  const paths = useGroupPaths();
  const { type: typeWord = '', storeCode } = useParams();
  const { pathname } = useLocation();
  const type = resolveCategory(typeWord);
  const store = storeCode === undefined ? undefined : storefront.stores.find((s) => s.code === storeCode);
  const locked = store?.password_protected === true && !isStoreUnlocked(storefront.key, store.code);

  // The store shopped in is the one checkout starts with.
  useEffect(() => {
    if (store && !locked) rememberStoreChoice(storefront.key, store.code);
  }, [storefront.key, store, locked]);

  if (!type) {
    return (
      <NothingHere
        title="No such category"
        text={`We do not have a category called ‘${typeWord}’. Pick one from the store home.`}
      />
    );
  }
  if (storeCode !== undefined && !store) {
    return <NothingHere title="No such store" text={`We could not find a store with the code ‘${storeCode}’.`} />;
  }
  // A typed or bookmarked address asks for the store's password as the store list does.
  if (store && locked) return <Navigate to={`${paths.stores}?unlock=${encodeURIComponent(store.code)}`} replace />;

  const title = CATEGORY_TITLES[type];
  const items = itemsFor(storefront.catalogue, type, storeCode);
  const showMinimum = pathname.toLowerCase().includes('accessories') || type === 'accessory';
  const linkState: ItemLinkState = { from: pathname, fromTitle: title };

  return (
    <div className="container catalog">
      <BackHome />
      <h1 className="title">{title}</h1>
      {store && <p className="text subtitle">For {store.name}</p>}
      {showMinimum && (
        <div className="notice notice-info" role="alert">
          <span className="notice-icon">
            <Icon name="info" />
          </span>
          <p>{ACCESSORY_NOTICE}</p>
        </div>
      )}
      <AvailableLogos logos={storefront.embroideries[type] ?? []} logoFiles={storefront.logo_files} />
      {items.length === 0 ? (
        <div className="panel">
          <p>There are no items in this category yet.</p>
          <RouterLink to={paths.home} className="button button-outlined">
            Browse all categories
          </RouterLink>
        </div>
      ) : (
        <ul className="bare-list tiles" aria-label={`${title} items`}>
          {items.map((item, index) => (
            <li key={item.code}>
              <ImageTile
                to={paths.item(item.code)}
                state={linkState}
                picture={{ item, colour: item.default_color }}
                index={index}
              >
                {/* The full name, as cart, item and orders write it; clamped on wide screens, whole in the title. */}
                <h2 className="tile-name tile-name-item" title={item.fullname}>
                  {item.fullname}
                </h2>
                <p className="tile-price">{fromText(item)}</p>
              </ImageTile>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
