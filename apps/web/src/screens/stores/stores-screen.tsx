import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { PublicStore } from '@portal/domain';
import { postJson } from '../../core/api/api-client';
import { useGroupPaths, useStorefront } from '../../core/group';
import { rememberStoreUnlocked } from '../../cart/store-choice';
import { BackLink } from '../../common/back-link';
import { Icon } from '../../common/icons';
import { lockPath, storefrontPath } from '../../common/icon-paths';
import { Notice } from '../../common/notice';
import { INVALID_PASSWORD_MESSAGE, PasswordDialog, passwordMiss, type PasswordCheck } from '../../common/password-dialog';

function StoreCardBody({ store }: { store: PublicStore }) {
  return (
    <div className="stores-card-body">
      <Icon path={storefrontPath} className="icon stores-card-icon" />
      <div className="stores-card-text">
        <h2 className="stores-card-name">{store.name}</h2>
        {store.address && <p className="small stores-card-address">{store.address}</p>}
        {store.password_protected && (
          <span className="stores-card-locked">
            <Icon path={lockPath} />
            Password required
          </span>
        )}
      </div>
    </div>
  );
}

/**
 * The group's stores; a store opens its custom items, after its password when it has one
 * (docs/product.md#stores). Drawn with plain elements (app/styles/stores.css), no MUI.
 */
export function Component() {
  const storefront = useStorefront();
  const paths = useGroupPaths();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // Sent here from a locked store's address: its password is asked for straight away.
  const [locked, setLocked] = useState<PublicStore | null>(
    () => storefront.stores.find((s) => s.password_protected && s.code === search.get('unlock')) ?? null,
  );

  const check = async (password: string): Promise<PasswordCheck> => {
    if (!locked) return { ok: false, message: null };
    try {
      await postJson<null>('/v1/stores/unlock', { companyName: storefront.key, storeCode: locked.code, password });
      return { ok: true };
    } catch (error) {
      return passwordMiss(error, INVALID_PASSWORD_MESSAGE);
    }
  };

  return (
    <div className="container stores">
      <BackLink to={paths.home} label="home" />
      <h1 className="title">Choose your store</h1>
      {storefront.stores.length === 0 ? (
        <div>
          <Notice severity="info" className="stores-none">
            <p>{storefront.title} has no stores listed yet.</p>
          </Notice>
          <RouterLink to={paths.catalog('customs')} className="button button-contained">
            Browse custom items
          </RouterLink>
        </div>
      ) : (
        <>
          <p className="stores-lead">Custom printed items are made for one store. Pick the store you are ordering for.</p>
          <ul aria-label="Stores" className="bare-list stores-grid">
            {storefront.stores.map((store) => (
              <li key={store.code}>
                {store.password_protected ? (
                  <button
                    type="button"
                    className="stores-card action-area"
                    onClick={() => setLocked(store)}
                    aria-haspopup="dialog"
                  >
                    <StoreCardBody store={store} />
                  </button>
                ) : (
                  <RouterLink to={paths.catalog('customs', store.code)} className="stores-card action-area">
                    <StoreCardBody store={store} />
                  </RouterLink>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <PasswordDialog
        open={locked !== null}
        title="Enter password"
        description={locked ? `${locked.name} needs its store password to open its custom items.` : undefined}
        submitLabel="Open store"
        check={check}
        onCancel={() => setLocked(null)}
        onSuccess={() => {
          const store = locked;
          setLocked(null);
          if (!store) return;
          rememberStoreUnlocked(storefront.key, store.code);
          void navigate(paths.catalog('customs', store.code));
        }}
      />
    </div>
  );
}
