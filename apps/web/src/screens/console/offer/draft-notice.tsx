import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { CONSOLE_PATHS } from '../console-paths';
import { Notice } from '../notice';

/**
 * What the last change to the draft did, with the way to publish it (a dialog or the editor gives
 * the focus back to the button that opened it).
 */
export function DraftNotice({ text, group, onClose }: { text: string | null; group: string; onClose: () => void }) {
  return (
    <Notice text={text} onClose={onClose}>
      <Link component={RouterLink} to={CONSOLE_PATHS.catalogueGroup(group)}>
        Review and publish the draft
      </Link>
    </Notice>
  );
}

/** 'Saved to the draft: 3 changes.' */
export const savedToDraft = (changes: number) => `Saved to the draft: ${changes === 1 ? '1 change' : `${changes} changes`}.`;
