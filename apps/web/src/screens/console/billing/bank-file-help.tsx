import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { MAX_BANK_ROWS } from '@portal/domain';
import { BANK_FILE_EXAMPLE_LINE, BANK_FILE_HEADING, exampleBankFile } from './bank-file';

/** A link to the example file, made in the browser: nothing is asked of the server. */
function ExampleFileLink({ names }: { names: readonly string[] }) {
  const [href, setHref] = useState<string | null>(null);
  const [first, second] = names;
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(
      new Blob([exampleBankFile([first ?? '', second ?? ''].filter(Boolean))], { type: 'text/csv' }),
    );
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [first, second]);
  // Without object addresses (an old browser) there is no link: the example line above still shows the format.
  if (href === null) return null;
  return (
    <Button href={href} download="bank-file-example.csv" variant="outlined" startIcon={<DownloadOutlined />}>
      Download an example file
    </Button>
  );
}

/** What a bank file holds, with an example line: shown to everyone. */
export function BankFileHelp({ names }: { names: readonly string[] }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography sx={{ maxWidth: '75ch', mb: 1 }}>
        A bank file is a CSV whose first line names the columns{' '}
        <Box component="code" sx={{ overflowWrap: 'anywhere' }}>
          {BANK_FILE_HEADING}
        </Box>
        , then one payment a line (at most {MAX_BANK_ROWS.toLocaleString('en-US')}): the day it was received (YYYY-MM-DD), the
        account by its accounting name or its name, the bank&apos;s reference, the amount in dollars, and the invoices it pays
        (left empty, it pays the oldest first; what is left is a credit on the account). For example:
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        aria-label="An example line"
        sx={{
          m: 0,
          mb: 1.5,
          p: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflowX: 'auto',
          typography: 'body2',
          fontFamily: 'monospace',
        }}
      >
        {BANK_FILE_EXAMPLE_LINE}
      </Box>
      <ExampleFileLink names={names} />
    </Box>
  );
}
