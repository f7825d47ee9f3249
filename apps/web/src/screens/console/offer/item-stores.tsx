import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { ItemForm } from './item-draft';

export interface StoreChoice {
  code: string;
  name: string;
}

interface StoresProps {
  form: ItemForm;
  change: (form: ItemForm) => void;
  /** The group's stores as its draft has them. */
  stores: readonly StoreChoice[];
}

/** The stores the item is offered at, ticked from the group's; none ticked is every store. */
export function StoresChoice({ form, change, stores }: StoresProps) {
  // A code the item names that the group no longer has stays listed, so it is not dropped unseen.
  const gone = form.stores.filter((code) => !stores.some((store) => store.code === code)).map((code) => ({ code, name: '' }));
  const all = [...stores, ...gone];
  const toggle = (code: string, on: boolean) =>
    change({ ...form, stores: on ? [...form.stores, code] : form.stores.filter((each) => each !== code) });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        Stores
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
        {all.length === 0
          ? 'The group has no stores: the item is offered to every buyer.'
          : form.stores.length === 0
            ? 'None ticked: offered at every store.'
            : `Offered at ${form.stores.length === 1 ? '1 store' : `${form.stores.length} stores`} only.`}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {all.map((store) => (
          <FormControlLabel
            key={store.code}
            control={
              <Checkbox
                checked={form.stores.includes(store.code)}
                onChange={(event) => toggle(store.code, event.target.checked)}
              />
            }
            label={store.name ? `${store.code} · ${store.name}` : `${store.code} (no longer a store of the group)`}
          />
        ))}
      </Box>
    </Box>
  );
}
