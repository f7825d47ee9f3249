import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { logoPicturePath, type ProductType } from '@portal/domain';
import { FallbackImage } from '../../../common/fallback-image';
import { LogoCategories } from './logo-categories';
import type { LogoRow, LogosForm, LogosProblems } from './logos-draft';
import { removedText } from './picture-upload';
import { UploadButton } from './upload-button';

interface LogosListProps {
  form: LogosForm;
  change: (form: LogosForm) => void;
  problems: LogosProblems;
  categories: readonly ProductType[];
  readOnly: boolean;
}

/** A logo's picture: its uploaded file, or the one drawn from its name. */
export function LogoThumbnail({ row, size = 96 }: { row: Pick<LogoRow, 'name' | 'file'>; size?: number }) {
  const name = row.name.trim();
  return (
    <FallbackImage
      src={logoPicturePath(row.file ? { [name]: row.file } : {}, name)}
      alt={`${row.file ? 'Uploaded picture' : 'Picture'} of ${name || 'the logo'}`}
      width={size}
      height={size / 2}
      style={{ objectFit: 'contain', background: '#f5f5f5', borderRadius: 4, flexShrink: 0 }}
    />
  );
}

/** What cleaning the last SVG took out, said where the logo is: read out as it appears. */
export function CleanedNotice({ cleaned }: { cleaned: readonly string[] }) {
  const text = removedText(cleaned);
  return (
    <Box role="status">
      {text && (
        <Alert severity="warning" role="none" sx={{ mt: 1 }}>
          {text}
        </Alert>
      )}
    </Box>
  );
}

function LogoItem({ form, change, problems, categories, readOnly, index }: LogosListProps & { index: number }) {
  const row = form.logos[index]!;
  const name = row.name.trim() || `logo ${index + 1}`;
  const setRow = (patch: Partial<LogoRow>) =>
    change({ ...form, logos: form.logos.map((each, i) => (i === index ? { ...each, ...patch } : each)) });
  return (
    <Box component="li" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, py: 2, borderTop: 1, borderColor: 'divider' }}>
      <LogoThumbnail row={row} />
      <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
        {row.added && !readOnly ? (
          <TextField
            label="Name"
            size="small"
            value={row.name}
            onChange={(event) => setRow({ name: event.target.value })}
            error={Boolean(problems[`logos.${index}.name`])}
            helperText={problems[`logos.${index}.name`]}
            slotProps={{ htmlInput: { maxLength: 60, 'aria-label': `Name of logo ${index + 1}` } }}
            sx={{ mb: 1, maxWidth: 360, width: '100%' }}
          />
        ) : (
          <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {row.name}
          </Typography>
        )}
        {problems[`logos.${index}.name`] && !row.added && (
          <Typography variant="body2" sx={{ color: 'error.main' }}>
            {problems[`logos.${index}.name`]}
          </Typography>
        )}
        <LogoCategories
          logo={name}
          categories={[...new Set([...categories, ...row.categories])]}
          chosen={row.categories}
          onChange={(chosen) => setRow({ categories: chosen })}
          problem={problems[`logos.${index}.categories`]}
          readOnly={readOnly}
        />
        {!readOnly && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mt: 1 }}>
            <UploadButton
              kind="logo"
              ariaLabel={`${row.file ? 'Replace the picture' : 'Upload a picture'} of ${name}`}
              onUploaded={(answer) => setRow({ file: answer.id, cleaned: answer.removed })}
            >
              {row.file ? 'Replace the picture' : 'Upload a picture'}
            </UploadButton>
            {row.file && (
              <Button
                size="small"
                aria-label={`Draw the picture of ${name} again`}
                onClick={() => setRow({ file: null, cleaned: [] })}
              >
                Draw the picture again
              </Button>
            )}
            <Button
              size="small"
              color="error"
              aria-label={`Remove the logo ${name}`}
              onClick={() => change({ ...form, logos: form.logos.filter((_, i) => i !== index) })}
            >
              Remove the logo
            </Button>
          </Box>
        )}
        <CleanedNotice cleaned={row.cleaned} />
      </Box>
    </Box>
  );
}

/** The group's logos, each with its picture, the categories it is offered for, an upload and removal. */
export function LogosList(props: LogosListProps) {
  if (props.form.logos.length === 0)
    return <Typography sx={{ color: 'text.secondary', py: 2 }}>No logo yet: buyers order items without one.</Typography>;
  return (
    <Box component="ul" aria-label="Logos" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {props.form.logos.map((row, index) => (
        <LogoItem key={row.added ? `added-${index}` : row.name} {...props} index={index} />
      ))}
    </Box>
  );
}
