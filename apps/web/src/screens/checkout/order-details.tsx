import { useId, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { StorefrontAnswer } from '@portal/domain';
import { CodeField } from './code-field';
import type { BypassCheck } from './use-bypass-check';
import type { FieldName, OrderForm } from './use-order-form';

const REQUIRED_INPUT = { htmlInput: { 'aria-required': true } };

interface OrderDetailsProps {
  form: OrderForm;
  stores: StorefrontAnswer['stores'];
  /** The check of the code in the Code field. */
  bypass: BypassCheck;
}

/** The order form: the buyer's name and e-mail, the customer PO, the store and the bypass code. */
export function OrderDetails({ form, stores, bypass }: OrderDetailsProps) {
  const headingId = useId();
  /** What every field the buyer types in shares: its value, its input, its problem. */
  const typed = (name: FieldName) => ({
    value: form.fields[name],
    onChange: form.setField(name),
    inputRef: form.inputRef(name),
    error: form.problems[name] !== undefined,
    helperText: form.problems[name],
    fullWidth: true,
  });
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" id={headingId}>
        Order details
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        First Name, Last Name and Email are required.
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 2,
        }}
      >
        <TextField label="First Name" {...typed('firstName')} slotProps={REQUIRED_INPUT} autoComplete="given-name" />
        <TextField label="Last Name" {...typed('lastName')} slotProps={REQUIRED_INPUT} autoComplete="family-name" />
        <TextField label="Email" type="email" {...typed('email')} slotProps={REQUIRED_INPUT} autoComplete="email" />
        <TextField label="Customer PO" {...typed('customerPo')} autoComplete="off" slotProps={{ htmlInput: { maxLength: 60 } }} />
        <StoreField value={form.fields.store} onChange={form.setField('store')} stores={stores} />
        <CodeField value={form.fields.code} onChange={form.setField('code')} bypass={bypass} />
      </Box>
    </Box>
  );
}

interface StoreFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  stores: StorefrontAnswer['stores'];
}

/** The store the order is for, 'None' when it is for none; each store's address under its name. */
function StoreField({ value, onChange, stores }: StoreFieldProps) {
  const storeName = (code: string) => stores.find((store) => store.code === code)?.name ?? code;
  return (
    <TextField
      select
      label="Store"
      value={value}
      onChange={onChange}
      fullWidth
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          displayEmpty: true,
          renderValue: (chosen) => (chosen === '' ? 'None' : storeName(String(chosen))),
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 420, maxWidth: 'calc(100vw - 32px)' } } } },
        },
      }}
    >
      <MenuItem value="">None</MenuItem>
      {stores.map((store) => (
        <MenuItem key={store.code} value={store.code} sx={{ whiteSpace: 'normal' }}>
          <ListItemText
            primary={store.name}
            secondary={store.address}
            sx={{ my: 0 }}
            slotProps={{ secondary: { sx: { fontSize: '0.8rem' } } }}
          />
        </MenuItem>
      ))}
    </TextField>
  );
}
