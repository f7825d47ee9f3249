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
import { ConsoleDialog } from '../console-dialog';
import type { ItemForm, ItemProblems } from './item-draft';
import type { ItemEditor } from './use-item-editor';

const dollar = { input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } };

interface RowsProps {
  form: ItemForm;
  problems: ItemProblems;
  change: (form: ItemForm) => void;
}

/** The item's sizes and the price of each, in dollars; a size added or removed. */
function SizesGrid({ form, problems, change }: RowsProps) {
  const setRow = (index: number, patch: Partial<ItemForm['sizes'][number]>) =>
    change({ ...form, sizes: form.sizes.map((row, i) => (i === index ? { ...row, ...patch } : row)) });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Sizes and prices
      </Typography>
      {form.sizes.map((row, index) => {
        const name = row.size.trim() || `size ${index + 1}`;
        return (
          <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}>
            <TextField
              label="Size"
              size="small"
              value={row.size}
              onChange={(event) => setRow(index, { size: event.target.value })}
              error={Boolean(problems[`sizes.${index}.size`])}
              helperText={problems[`sizes.${index}.size`]}
              slotProps={{ htmlInput: { 'aria-label': `Size ${index + 1}` } }}
              sx={{ flex: '1 1 0', minWidth: 0 }}
            />
            <TextField
              label="Price"
              size="small"
              value={row.price}
              onChange={(event) => setRow(index, { price: event.target.value })}
              error={Boolean(problems[`sizes.${index}.price`])}
              helperText={problems[`sizes.${index}.price`]}
              slotProps={{ ...dollar, htmlInput: { inputMode: 'decimal', 'aria-label': `Price of ${name}` } }}
              sx={{ flex: '1 1 0', minWidth: 0 }}
            />
            <IconButton
              aria-label={`Remove ${name}`}
              onClick={() => change({ ...form, sizes: form.sizes.filter((_, i) => i !== index) })}
            >
              <DeleteOutlined />
            </IconButton>
          </Box>
        );
      })}
      {problems.sizes && <FormHelperText error>{problems.sizes}</FormHelperText>}
      <Button startIcon={<AddOutlined />} onClick={() => change({ ...form, sizes: [...form.sizes, { size: '', price: '' }] })}>
        Add a size
      </Button>
    </Box>
  );
}

/** Discount tiers: from a number of the item's units in the order, the price of each, in dollars. */
function TiersGrid({ form, problems, change }: RowsProps) {
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
            slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Tier ${index + 1}: from units` } }}
            sx={{ flex: '1 1 0', minWidth: 0 }}
          />
          <TextField
            label="Price each"
            size="small"
            value={row.price}
            onChange={(event) => setRow(index, { price: event.target.value })}
            error={Boolean(problems[`tiers.${index}.price`])}
            helperText={problems[`tiers.${index}.price`]}
            slotProps={{ ...dollar, htmlInput: { inputMode: 'decimal', 'aria-label': `Tier ${index + 1}: price each` } }}
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

/** The item editor (a dialog, full screen on a phone): its names, description, sizes and prices, tiers, restricted. */
export function ItemEditorDialog({ editor }: { editor: ItemEditor }) {
  const { item, form, problems } = editor;
  if (!item || !form) return null;
  const change = (next: ItemForm) => editor.setForm(next);
  return (
    <ConsoleDialog
      open={editor.open}
      title={`Edit ${item.code}`}
      submitLabel="Save to the draft"
      busy={editor.busy}
      error={editor.error}
      onSubmit={() => void editor.save()}
      onClose={editor.close}
      onExited={editor.exited}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Saved to the group&rsquo;s draft: buyers see it once the draft is published. Its colours and stores stay as they are.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label="Name"
          value={form.name}
          onChange={(event) => change({ ...form, name: event.target.value })}
          error={Boolean(problems.name)}
          helperText={problems.name}
          required
          slotProps={{ htmlInput: { maxLength: 80 } }}
        />
        <TextField
          label="Full name"
          value={form.fullname}
          onChange={(event) => change({ ...form, fullname: event.target.value })}
          error={Boolean(problems.fullname)}
          helperText={problems.fullname}
          required
          slotProps={{ htmlInput: { maxLength: 160 } }}
        />
        <TextField
          label="Description"
          value={form.description}
          onChange={(event) => change({ ...form, description: event.target.value })}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 400 } }}
        />
      </Box>
      <SizesGrid form={form} problems={problems} change={change} />
      <TiersGrid form={form} problems={problems} change={change} />
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Checkbox checked={form.restricted} onChange={(event) => change({ ...form, restricted: event.target.checked })} />
        }
        label="Restricted: not offered online, ordered through the account representative"
      />
    </ConsoleDialog>
  );
}
