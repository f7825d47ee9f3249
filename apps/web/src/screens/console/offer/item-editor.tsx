import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CATEGORY_TITLES, PRODUCT_TYPES, resolveCategory } from '@portal/domain';
import { FallbackImage } from '../../../common/fallback-image';
import { ConsoleDialog } from '../console-dialog';
import { dialogProps } from '../use-dialog-state';
import { colourPicture, ColoursSection } from './item-colours';
import type { ItemForm, ItemProblems } from './item-draft';
import { SizesGrid, TiersGrid } from './item-sizes';
import { StoresChoice, type StoreChoice } from './item-stores';
import type { ItemEditor } from './use-item-editor';

interface FieldsProps {
  form: ItemForm;
  problems: ItemProblems;
  change: (form: ItemForm) => void;
}

/** The item's picture in its default colour, as buyers will see it first. */
function ItemPicturePreview({ form }: { form: ItemForm }) {
  const row = form.colours.find((each) => each.name.trim() === form.defaultColour) ?? form.colours[0];
  if (!row || !row.name.trim()) return null;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
      <FallbackImage
        src={colourPicture(form.code, row).full}
        alt={`${form.name || 'The item'} in ${row.name.trim()}`}
        width={120}
        height={120}
        style={{ objectFit: 'contain', background: '#f5f5f5', borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {row.photo ? 'The uploaded photo' : 'The picture drawn'} of {row.name.trim()}, as buyers see it first.
      </Typography>
    </Box>
  );
}

/** Code (a new item's only), names, category, sub-category and description. */
function NamesFields({
  form,
  problems,
  change,
  isNew,
  hasSubCategory,
}: FieldsProps & { isNew: boolean; hasSubCategory: boolean }) {
  const known = resolveCategory(form.category);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {isNew && (
        <TextField
          label="Code"
          value={form.code}
          onChange={(event) => change({ ...form, code: event.target.value })}
          error={Boolean(problems.code)}
          helperText={problems.code ?? 'Letters, digits, dot, dash or underscore; it cannot change later.'}
          required
          slotProps={{ htmlInput: { maxLength: 40, spellCheck: false, autoCapitalize: 'characters' } }}
        />
      )}
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
        label="Category"
        select
        value={known ?? ''}
        onChange={(event) => change({ ...form, category: event.target.value })}
        error={Boolean(problems.category)}
        helperText={problems.category}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {!known && <option value="">Choose a category</option>}
        {PRODUCT_TYPES.map((type) => (
          <option key={type} value={type}>
            {CATEGORY_TITLES[type]}
          </option>
        ))}
      </TextField>
      {hasSubCategory && (
        <TextField
          label="Sub-category"
          value={form.subCategory}
          onChange={(event) => change({ ...form, subCategory: event.target.value })}
          helperText="Groups the item with others of its kind in the catalog; empty for none."
          slotProps={{ htmlInput: { maxLength: 80 } }}
        />
      )}
      <TextField
        label="Description"
        value={form.description}
        onChange={(event) => change({ ...form, description: event.target.value })}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 400 } }}
      />
    </Box>
  );
}

/** The item editor (a dialog, full screen on a phone): everything buyers see of an item, and a new item's code. */
export function ItemEditorDialog({ editor, stores }: { editor: ItemEditor; stores: readonly StoreChoice[] }) {
  const { item, form, problems } = editor;
  if (!item || !form) return null;
  const change = (next: ItemForm) => editor.setForm(next);
  return (
    <ConsoleDialog
      title={editor.isNew ? 'New item' : `Edit ${item.code}`}
      submitLabel="Save to the draft"
      {...dialogProps(editor)}
      onSubmit={() => void editor.save()}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Saved to the group&rsquo;s draft: buyers see it once the draft is published.
      </Typography>
      <ItemPicturePreview form={form} />
      <NamesFields
        form={form}
        problems={problems}
        change={change}
        isNew={editor.isNew}
        hasSubCategory={item.sub_category !== undefined}
      />
      <ColoursSection form={form} problems={problems} change={change} />
      <SizesGrid form={form} problems={problems} change={change} />
      <TiersGrid form={form} problems={problems} change={change} />
      <StoresChoice form={form} change={change} stores={stores} />
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
