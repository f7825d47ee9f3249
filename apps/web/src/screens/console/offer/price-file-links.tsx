import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { offerPriceFileHref } from '../api/offer';

/** The draft's items and prices as a file to download: links the browser follows and saves. */
export function PriceFileLinks({ group }: { group: string }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button component="a" href={offerPriceFileHref(group, 'csv')} download variant="outlined" startIcon={<DownloadOutlined />}>
        Download CSV
      </Button>
      <Button component="a" href={offerPriceFileHref(group, 'xlsx')} download variant="outlined" startIcon={<DownloadOutlined />}>
        Download XLSX
      </Button>
    </Box>
  );
}
