import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { itemPicturePaths } from '@portal/domain';
import { FallbackImage } from '../../../common/fallback-image';
import { withColours, type ColourRow, type ItemForm, type ItemProblems } from './item-draft';
import { UploadButton } from './upload-button';

interface ColoursProps {
  form: ItemForm;
  problems: ItemProblems;
  change: (form: ItemForm) => void;
}

/** A colour's picture as buyers will see it: its uploaded photo, or the one drawn for the item's code and colour. */
export function colourPicture(code: string, row: Pick<ColourRow, 'name' | 'photo'>) {
  const name = row.name.trim();
  return itemPicturePaths({ code, photos: row.photo ? { [name]: row.photo } : {} }, name);
}

function ColourLine({ form, problems, change, index }: ColoursProps & { index: number }) {
  const row = form.colours[index]!;
  const name = row.name.trim() || `colour ${index + 1}`;
  const setRow = (patch: Partial<ColourRow>) =>
    change(
      withColours(
        form,
        form.colours.map((each, i) => (i === index ? { ...each, ...patch } : each)),
      ),
    );
  return (
    <Box
      component="li"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <FallbackImage
        src={colourPicture(form.code, row).thumbnail}
        alt={row.photo ? `Uploaded photo of ${name}` : `Drawn picture of ${name}`}
        width={64}
        height={64}
        style={{ objectFit: 'contain', background: '#f5f5f5', borderRadius: 4, flexShrink: 0 }}
      />
      <Box sx={{ flex: '1 1 200px', minWidth: 0, display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label="Colour"
            size="small"
            value={row.name}
            onChange={(event) => setRow({ name: event.target.value })}
            error={Boolean(problems[`colours.${index}.name`])}
            helperText={problems[`colours.${index}.name`]}
            slotProps={{ htmlInput: { maxLength: 40, 'aria-label': `Colour ${index + 1}` } }}
            sx={{ flex: 1, minWidth: 0 }}
          />
          <IconButton
            aria-label={`Remove the colour ${name}`}
            onClick={() =>
              change(
                withColours(
                  form,
                  form.colours.filter((_, i) => i !== index),
                ),
              )
            }
          >
            <DeleteOutlined />
          </IconButton>
        </Box>
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={row.twoTone}
              onChange={(event) => setRow({ twoTone: event.target.checked })}
              slotProps={{ input: { 'aria-label': `Two-tone: ${name}` } }}
            />
          }
          label={<Typography variant="body2">Two-tone (two words, such as Navy White)</Typography>}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          <UploadButton
            kind="photo"
            ariaLabel={`${row.photo ? 'Replace the photo' : 'Upload a photo'} of ${name}`}
            onUploaded={(answer) => setRow({ photo: answer.id })}
          >
            {row.photo ? 'Replace the photo' : 'Upload a photo'}
          </UploadButton>
          {row.photo && (
            <Button size="small" aria-label={`Remove the photo of ${name}`} onClick={() => setRow({ photo: null })}>
              Remove the photo
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
}

/** The item's colours, each with its picture, a two-tone flag and its own photo; the default among them. */
export function ColoursSection({ form, problems, change }: ColoursProps) {
  const names = [...new Set(form.colours.map((row) => row.name.trim()).filter(Boolean))];
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        Colours and photos
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        A colour without a photo keeps the picture drawn for it. A photo is a JPEG, PNG or WebP picture; the portal makes it a
        square.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {form.colours.map((_, index) => (
          <ColourLine key={index} form={form} problems={problems} change={change} index={index} />
        ))}
      </Box>
      {problems.colours && <FormHelperText error>{problems.colours}</FormHelperText>}
      <Button
        startIcon={<AddOutlined />}
        onClick={() => change(withColours(form, [...form.colours, { name: '', twoTone: false, photo: null }]))}
      >
        Add a colour
      </Button>
      <TextField
        label="Default colour"
        select
        size="small"
        fullWidth
        value={names.includes(form.defaultColour) ? form.defaultColour : ''}
        onChange={(event) => change({ ...form, defaultColour: event.target.value })}
        error={Boolean(problems.defaultColour)}
        helperText={problems.defaultColour ?? 'Shown first on the item screen and on the tiles.'}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ mt: 1 }}
      >
        {names.length === 0 && <option value="">No colour yet</option>}
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
