import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { PRICE_INPUT_MAX_LENGTH, SIZE_KEY_MAX_LENGTH, SIZE_LABELS } from '@portal/domain';
import type { ItemForm, ItemProblems } from './item-draft';

const dollar = { input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } };

interface RowsProps {
  form: ItemForm;
  problems: ItemProblems;
  change: (form: ItemForm) => void;
}

/** What a size row is called: 'Large', or 'from 250 units' for an item priced by quantity. */
function rowWords(form: ItemForm, index: number) {
  const typed = form.sizes[index]!.size.trim();
  if (form.byQuantity)
    return {
      size: `Break ${index + 1}: from units`,
      price: typed ? `Price each from ${typed} units` : `Price of break ${index + 1}`,
      remove: typed ? `Remove the break from ${typed} units` : `Remove break ${index + 1}`,
    };
  const name = typed || `size ${index + 1}`;
  return { size: `Size ${index + 1}`, price: `Price of ${name}`, remove: `Remove ${name}` };
}

/**
 * The item's sizes and the price of each, in dollars; a size added or removed. An item priced by
 * quantity (custom printed items) has rows 'from N units' instead, whose price never rises.
 */
export function SizesGrid({ form, problems, change }: RowsProps) {
  const labelsId = useId();
  const setRow = (index: number, patch: Partial<ItemForm['sizes'][number]>) =>
    change({ ...form, sizes: form.sizes.map((row, i) => (i === index ? { ...row, ...patch } : row)) });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {form.byQuantity ? 'Prices by quantity' : 'Sizes and prices'}
      </Typography>
      <FormControlLabel
        control={
          <Checkbox checked={form.byQuantity} onChange={(event) => change({ ...form, byQuantity: event.target.checked })} />
        }
        label="Priced by quantity: each price from a number of units (custom printed items)"
        sx={{ mb: 1 }}
      />
      <datalist id={labelsId}>
        {SIZE_LABELS.map((label) => (
          <option key={label} value={label} />
        ))}
      </datalist>
      {form.sizes.map((row, index) => {
        const words = rowWords(form, index);
        return (
          <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}>
            <TextField
              label={form.byQuantity ? 'From units' : 'Size'}
              size="small"
              value={row.size}
              onChange={(event) => setRow(index, { size: event.target.value })}
              error={Boolean(problems[`sizes.${index}.size`])}
              helperText={problems[`sizes.${index}.size`]}
              slotProps={{
                htmlInput: form.byQuantity
                  ? { inputMode: 'numeric', maxLength: PRICE_INPUT_MAX_LENGTH, 'aria-label': words.size }
                  : { list: labelsId, maxLength: SIZE_KEY_MAX_LENGTH, 'aria-label': words.size },
              }}
              sx={{ flex: '1 1 0', minWidth: 0 }}
            />
            <TextField
              label={form.byQuantity ? 'Price each' : 'Price'}
              size="small"
              value={row.price}
              onChange={(event) => setRow(index, { price: event.target.value })}
              error={Boolean(problems[`sizes.${index}.price`])}
              helperText={problems[`sizes.${index}.price`]}
              slotProps={{
                ...dollar,
                htmlInput: { inputMode: 'decimal', maxLength: PRICE_INPUT_MAX_LENGTH, 'aria-label': words.price },
              }}
              sx={{ flex: '1 1 0', minWidth: 0 }}
            />
            <IconButton
              aria-label={words.remove}
              onClick={() => change({ ...form, sizes: form.sizes.filter((_, i) => i !== index) })}
            >
              <DeleteOutlined />
            </IconButton>
          </Box>
        );
      })}
      {problems.sizes && <FormHelperText error>{problems.sizes}</FormHelperText>}
      <Button startIcon={<AddOutlined />} onClick={() => change({ ...form, sizes: [...form.sizes, { size: '', price: '' }] })}>
        {form.byQuantity ? 'Add a quantity break' : 'Add a size'}
      </Button>
    </Box>
  );
}

/** Discount tiers: from a number of the item's units in the order, the price of each, in dollars. */
export function TiersGrid({ form, problems, change }: RowsProps) {
  const setRow = (index: number, patch: Partial<ItemForm['tiers'][number]>) =>
    change({ ...form, tiers: form.tiers.map((row, i) => (i === index ? { ...row, ...patch } : row)) });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        Discount tiers
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        From a number of units in the order, each costs at most this; a tier never raises a price.
      </Typography>
      {form.tiers.map((row, index) => (
        <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}>
          <TextField
            label="From units"
            size="small"
            value={row.quantity}
            onChange={(event) => setRow(index, { quantity: event.target.value })}
            error={Boolean(problems[`tiers.${index}.quantity`])}
            helperText={problems[`tiers.${index}.quantity`]}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                maxLength: PRICE_INPUT_MAX_LENGTH,
                'aria-label': `Tier ${index + 1}: from units`,
              },
            }}
            sx={{ flex: '1 1 0', minWidth: 0 }}
          />
          <TextField
            label="Price each"
            size="small"
            value={row.price}
            onChange={(event) => setRow(index, { price: event.target.value })}
            error={Boolean(problems[`tiers.${index}.price`])}
            helperText={problems[`tiers.${index}.price`]}
            slotProps={{
              ...dollar,
              htmlInput: {
                inputMode: 'decimal',
                maxLength: PRICE_INPUT_MAX_LENGTH,
                'aria-label': `Tier ${index + 1}: price each`,
              },
            }}
            sx={{ flex: '1 1 0', minWidth: 0 }}
          />
          <IconButton
            aria-label={`Remove tier ${index + 1}`}
            onClick={() => change({ ...form, tiers: form.tiers.filter((_, i) => i !== index) })}
          >
            <DeleteOutlined />
          </IconButton>
        </Box>
      ))}
      <Button
        startIcon={<AddOutlined />}
        onClick={() => change({ ...form, tiers: [...form.tiers, { quantity: '', price: '' }] })}
      >
        Add a tier
      </Button>
    </Box>
  );
}
