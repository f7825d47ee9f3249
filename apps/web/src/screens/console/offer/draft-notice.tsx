import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { CONSOLE_PATHS } from '../console-paths';

/**
 * What the last change to the draft did, with the way to publish it: read out from a live region
 * drawn before the words arrive (a dialog gives the focus back to the button that opened it).
 */
export function DraftNotice({ text, group, onClose }: { text: string | null; group: string; onClose: () => void }) {
  return (
    <Box role="status">
      {text !== null && (
        <Alert severity="success" role="none" onClose={onClose} sx={{ mb: 2 }}>
          {text}{' '}
          <Link component={RouterLink} to={CONSOLE_PATHS.catalogueGroup(group)}>
            Review and publish the draft
          </Link>
        </Alert>
      )}
    </Box>
  );
}
