import { CATEGORY_TITLES, type ProductType, type StorefrontAnswer } from '@portal/domain';
import { useGroupPaths, useStorefront, type GroupPaths } from '../../core/group';
import { ImageTile } from '../../common/image-tile';

/** The customs tile opens the store list when the group has stores (docs/product.md#store-home). */
function tileTarget(type: ProductType, storefront: StorefrontAnswer, paths: GroupPaths): string {
  if (type === 'customs' && storefront.stores.length > 0) return paths.stores;
  return paths.catalog(type);
}

/**
 * One tile per category the group's catalogue has, pictured by its first item. The first screen
 * of a visit: drawn with the shell's plain CSS (app/shell.css), no MUI, so it loads light.
 */
export function Component() {
  const storefront = useStorefront();
  const paths = useGroupPaths();
  return (
    <div className="container store-home">
      <h1 className="title">{storefront.title}</h1>
      <ul className="bare-list tiles" aria-label="Categories">
        {storefront.categories.map((type, index) => {
          const first = storefront.catalogue.find((item) => item.type === type);
          return (
            <li key={type}>
              <ImageTile
                to={tileTarget(type, storefront, paths)}
                picture={first ? { item: first, colour: first.default_color } : null}
                index={index}
              >
                <h2 className="tile-name">{CATEGORY_TITLES[type]}</h2>
              </ImageTile>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
