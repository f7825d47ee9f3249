import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { CONSOLE_PATHS } from '../console-paths';

/**
 * What the last save did, with the way to publish it: read out from a live region drawn before the
 * words arrive (the editor gives the focus back to the row's 'Edit').
 */
export function SavedNotice({ saved, group, onClose }: { saved: number | null; group: string; onClose: () => void }) {
  return (
    <Box role="status">
      {saved !== null && (
        <Alert severity="success" role="none" onClose={onClose} sx={{ mb: 2 }}>
          Saved to the draft: {saved === 1 ? '1 change' : `${saved} changes`}.{' '}
          <Link component={RouterLink} to={CONSOLE_PATHS.catalogueGroup(group)}>
            Review and publish the draft
          </Link>
        </Alert>
      )}
    </Box>
  );
}
