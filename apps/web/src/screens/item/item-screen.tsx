import { Link as RouterLink, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { CATEGORY_TITLES, isQuantityBreakItem, type CatalogueItem, type StorefrontAnswer } from '@portal/domain';
import { loadStorefront } from '../../core/api/storefront';
import { useGroupPaths, useStorefront, type GroupPaths } from '../../core/group';
import { siteGroup } from '../../core/site';
import { addShoppingCartPath } from '../../common/icon-paths';
import { BackLink } from '../../common/back-link';
import { Icon } from '../../common/icons';
import { isItemLinkState } from '../../common/item-link-state';
import { Notice } from '../../common/notice';
import { ColourPicker } from './colour-picker';
import { ItemHeading } from './item-heading';
import { ItemPicture } from './item-picture';
import { LogoSection } from './logo-section';
import { PriceLadder } from './price-ladder';
import { QuantityGrid } from './quantity-grid';
import { useItemOrder } from './use-item-order';

interface ItemLoaderData {
  code: string;
  item: CatalogueItem | null;
}

/** Looks the item up by code in the group's catalogue (already fetched, or shared with the layout's fetch). */
export async function loader({ params }: LoaderFunctionArgs): Promise<ItemLoaderData> {
  const code = params.id ?? '';
  const storefront = await loadStorefront(params.group ?? siteGroup() ?? '');
  return { code, item: storefront.catalogue.find((candidate) => candidate.code === code) ?? null };
}

/** Where the back arrow goes: the list the buyer came from, else the item's category (customs: the store list). */
function backTarget(state: unknown, item: CatalogueItem, storefront: StorefrontAnswer, paths: GroupPaths) {
  if (isItemLinkState(state)) return { to: state.from, label: state.fromTitle };
  if (item.type === 'customs' && storefront.stores.length > 0) return { to: paths.stores, label: 'Stores' };
  return { to: paths.catalog(item.type), label: CATEGORY_TITLES[item.type] };
}

/** One item: its picture, name and prices, the colour, logos and quantities to choose, and Add To Cart. */
function ItemDetail({ item }: { item: CatalogueItem }) {
  const storefront = useStorefront();
  const paths = useGroupPaths();
  const location = useLocation();
  const order = useItemOrder(item, storefront);
  const breakItem = isQuantityBreakItem(item.sizes);
  const back = backTarget(location.state, item, storefront, paths);

  return (
    <div className="container item-screen">
      <BackLink to={back.to} label={back.label} />
      <div className="item-layout">
        <ItemPicture
          item={item}
          colour={order.colour}
          logos={storefront.show_image_preview && order.options.length > 0 ? order.logos.preview : null}
          drawn={storefront.render_logo_preview && order.placements ? { group: storefront.key, choice: order.madeChoice } : null}
          logoFiles={storefront.logo_files}
        />
        <div className="item-choices">
          <ItemHeading item={item} breakItem={breakItem} cartUnits={order.cartUnits} quantities={order.quantities} />
          <ColourPicker colours={item.colors} halfColors={item.halfColors} value={order.colour} onChange={order.setColour} />
          {order.options.length > 0 && (
            <LogoSection item={item} options={order.options} placements={order.placements} logos={order.logos} />
          )}
        </div>
      </div>
      <div className="item-order">
        <QuantityGrid
          item={item}
          sizes={order.sizes}
          breakItem={breakItem}
          selectedColour={order.colour}
          store={order.quantities}
          onSelectColour={order.setColour}
          cartUnits={order.cartUnits}
        />
        <PriceLadder item={item} cartUnits={order.cartUnits} quantities={order.quantities} />
        {order.skipped && (
          <Notice severity="warning" className="item-skipped" onClose={order.dismissSkipped}>
            <p>{order.skipped}</p>
          </Notice>
        )}
        <button type="button" className="button button-contained button-large item-add" onClick={order.addToCart}>
          <span className="button-icon">
            <Icon path={addShoppingCartPath} />
          </span>
          Add To Cart
        </button>
      </div>
      {order.toast}
    </div>
  );
}

/** /item/{id}: one item with its colours, logos and size/colour quantities. */
export function Component() {
  const { code, item } = useLoaderData() as ItemLoaderData;
  const paths = useGroupPaths();
  if (!item) {
    return (
      <div className="container item-screen">
        <h1 className="title">We could not find that item</h1>
        <Notice severity="info">
          <p>There is no item with the code &lsquo;{code}&rsquo; in this catalogue.</p>
        </Notice>
        <RouterLink to={paths.home} className="button button-contained">
          Browse all categories
        </RouterLink>
      </div>
    );
  }
  // A new item starts over: its own colour, no logos, no quantities.
  return <ItemDetail key={item.code} item={item} />;
}
