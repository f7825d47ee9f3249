import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import type { OfferUploadAnswer, OfferUploadKind } from '@portal/domain';
import { consoleOfferUpload } from '../api/offer';
import { chosenFileProblem, UPLOAD_TYPES, uploadRefusal } from './picture-upload';

interface UploadButtonProps {
  kind: OfferUploadKind;
  /** The button's words: 'Upload a photo', 'Replace the picture'. */
  children: string;
  /** What the button does for a screen reader, when its words alone do not say which row. */
  ariaLabel?: string;
  onUploaded: (answer: OfferUploadAnswer) => void;
  disabled?: boolean;
}

/**
 * A button that opens the file chooser and uploads the file chosen; the refusal (a file that is
 * not a picture of the kind, too large, or one the server could not use) is said under it.
 */
export function UploadButton({ kind, children, ariaLabel, onUploaded, disabled }: UploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    const problem = chosenFileProblem(kind, file);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onUploaded(await consoleOfferUpload(kind, file));
    } catch (caught) {
      setError(uploadRefusal(kind, caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <Button
        size="small"
        variant="outlined"
        aria-label={ariaLabel}
        aria-busy={busy}
        disabled={disabled || busy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <UploadOutlined />}
        onClick={() => input.current?.click()}
      >
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={UPLOAD_TYPES[kind].join(',')}
        data-upload={kind}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file chosen again after a refusal is a change too.
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      {error && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main', mt: 0.5, maxWidth: '48ch' }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
