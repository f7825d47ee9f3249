import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { visuallyHidden } from '../../common/visually-hidden';

/**
 * A button that puts text on the clipboard and says it did, out loud too. Where the browser
 * refuses (an address not served over https), it says to select and copy the text instead.
 */
export function CopyButton({ text, label, done }: { text: string; label: string; done: string }) {
  const [said, setSaid] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setSaid(done);
    } catch {
      setSaid('This browser did not allow copying: select the text and copy it yourself.');
    }
  };
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Button variant="outlined" size="small" startIcon={<ContentCopyOutlined />} onClick={() => void copy()}>
        {label}
      </Button>
      <Box component="span" role="status" sx={said ? { typography: 'body2', color: 'text.secondary' } : visuallyHidden}>
        {said}
      </Box>
    </Box>
  );
}
