import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { OfferSettingsAnswer } from '@portal/domain';
import { CatalogueTable } from './offer-table';
import { storeAddressCheck } from './shipping-draft';
import type { SecretAsk } from './secret-dialog';
import type { StoreAsk } from './store-dialog';

export type Store = OfferSettingsAnswer['stores'][number];

interface StoresSectionProps {
  stores: Store[];
  /** Add, change or remove a store; null for staff who may not. */
  onStore: ((ask: StoreAsk) => void) | null;
  /** Set or clear a store's password; admins only. */
  onSecret: ((ask: SecretAsk) => void) | null;
}

function StoreButtons({ store, onStore, onSecret }: { store: Store } & Omit<StoresSectionProps, 'stores'>) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {onStore && (
        <>
          <Button
            size="small"
            variant="outlined"
            aria-label={`Edit ${store.code}`}
            onClick={() => onStore({ kind: 'edit', store })}
          >
            Edit
          </Button>
          <Button
            size="small"
            color="error"
            aria-label={`Remove ${store.code}`}
            onClick={() => onStore({ kind: 'remove', store })}
          >
            Remove
          </Button>
        </>
      )}
      {onSecret && (
        <>
          <Button
            size="small"
            aria-label={`Set the password of ${store.code}`}
            onClick={() => onSecret({ kind: 'store-password', code: store.code })}
          >
            Set password
          </Button>
          {store.password_set && (
            <Button
              size="small"
              aria-label={`Clear the password of ${store.code}`}
              onClick={() => onSecret({ kind: 'clear-store-password', code: store.code })}
            >
              Clear password
            </Button>
          )}
        </>
      )}
    </Box>
  );
}

/** A store's address, and under it why buyers cannot choose it as a destination when they cannot. */
function StoreAddress({ store }: { store: Store }) {
  const check = storeAddressCheck(store);
  return (
    <>
      {store.address || '—'}
      {!check.ok && (
        <Alert severity="warning" role="none" sx={{ mt: 0.5, py: 0, whiteSpace: 'normal' }}>
          {check.problem}
        </Alert>
      )}
    </>
  );
}

/** The group's stores: code, name, address and whether a password guards it; added, changed, removed. */
export function StoresSection({ stores, onStore, onSecret }: StoresSectionProps) {
  return (
    <Box component="section" aria-labelledby="stores-heading" sx={{ mt: 5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id="stores-heading" variant="h5" component="h2">
          Stores
        </Typography>
        {onStore && (
          <Button variant="outlined" startIcon={<AddOutlined />} onClick={() => onStore({ kind: 'add' })}>
            Add a store
          </Button>
        )}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        Buyers choose one of these at the checkout, and its order ships to the store&rsquo;s address; a store with a password asks
        for it.
      </Typography>
      {stores.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No store yet.</Typography>
      ) : (
        <CatalogueTable caption="Stores" columns={['Code', 'Name', 'Address', 'Password']} minWidth={640}>
          <TableBody>
            {stores.map((store) => (
              <TableRow key={store.code}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                  {store.code}
                  {(onStore ?? onSecret) && (
                    <Box sx={{ mt: 0.5 }}>
                      <StoreButtons store={store} onStore={onStore} onSecret={onSecret} />
                    </Box>
                  )}
                </TableCell>
                <TableCell>{store.name}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-line' }}>
                  <StoreAddress store={store} />
                </TableCell>
                <TableCell>{store.password_set ? 'Set' : 'None'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </CatalogueTable>
      )}
    </Box>
  );
}
