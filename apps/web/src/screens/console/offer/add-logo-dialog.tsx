import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ProductType } from '@portal/domain';
import { ConsoleDialog } from '../console-dialog';
import { LogoCategories } from './logo-categories';
import { logosProblems, type LogoRow, type LogosForm, type PlacementRow } from './logos-draft';
import { CleanedNotice, LogoThumbnail } from './logos-list';
import { UploadButton } from './upload-button';

interface AddLogoDialogProps {
  open: boolean;
  onClose: () => void;
  form: LogosForm;
  change: (form: LogosForm) => void;
  table: readonly PlacementRow[];
  categories: readonly ProductType[];
}

const EMPTY: LogoRow = { name: '', categories: [], file: null, added: true, cleaned: [] };

/** 'Add logo': a name, the categories it is offered for and, if wanted, its picture; added to the page's logos until they are saved. */
export function AddLogoDialog({ open, onClose, form, change, table, categories }: AddLogoDialogProps) {
  const [row, setRow] = useState<LogoRow>(EMPTY);
  const [tried, setTried] = useState(false);
  const at = form.logos.length;
  const all = logosProblems({ ...form, logos: [...form.logos, row] }, table);
  const problems = { name: all[`logos.${at}.name`], categories: all[`logos.${at}.categories`] };
  const add = () => {
    setTried(true);
    if (problems.name || problems.categories) return;
    change({ ...form, logos: [...form.logos, { ...row, name: row.name.trim() }] });
    onClose();
  };
  return (
    <ConsoleDialog
      open={open}
      title="Add logo"
      submitLabel="Add logo"
      busy={false}
      error={tried && (problems.name || problems.categories) ? 'Some fields need a change: each says why.' : null}
      onSubmit={add}
      onClose={onClose}
      onExited={() => {
        setRow(EMPTY);
        setTried(false);
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        The logo joins the list on the page; &lsquo;Save the logos to the draft&rsquo; saves it. Without a picture, one is drawn
        from its name.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label="Name"
          value={row.name}
          onChange={(event) => setRow({ ...row, name: event.target.value })}
          error={tried && Boolean(problems.name)}
          helperText={(tried && problems.name) || 'As buyers see it in the logo list.'}
          required
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <Box>
          <Typography variant="subtitle2" component="p">
            Offered for
          </Typography>
          <LogoCategories
            logo={row.name.trim() || 'the new logo'}
            categories={categories}
            chosen={row.categories}
            onChange={(chosen) => setRow({ ...row, categories: chosen })}
            problem={tried ? problems.categories : undefined}
          />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
          {row.name.trim() && <LogoThumbnail row={row} />}
          <Box>
            <UploadButton kind="logo" onUploaded={(answer) => setRow({ ...row, file: answer.id, cleaned: answer.removed })}>
              {row.file ? 'Replace the picture' : 'Upload a picture (SVG or PNG)'}
            </UploadButton>
            <CleanedNotice cleaned={row.cleaned} />
          </Box>
        </Box>
      </Box>
    </ConsoleDialog>
  );
}
