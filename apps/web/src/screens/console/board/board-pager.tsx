import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { CONSOLE_BOARD_PAGE_SIZE } from '@portal/domain';

interface BoardPagerProps {
  /** 0 for the first page. */
  page: number;
  rows: number;
  total: number;
  capped: boolean;
  hasNext: boolean;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous and Next through the keyset pages the server hands out, with how many match in all. */
export function BoardPager(props: BoardPagerProps) {
  if (props.rows === 0) return null;
  const first = props.page * CONSOLE_BOARD_PAGE_SIZE + 1;
  const total = `${props.total.toLocaleString('en-US')}${props.capped ? '+' : ''}`;
  return (
    <Box
      component="nav"
      aria-label="Pages"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 1, mt: 1.5 }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }} aria-live="polite">
        Orders {first.toLocaleString('en-US')}–{(first + props.rows - 1).toLocaleString('en-US')} of {total}
      </Typography>
      {(props.page > 0 || props.hasNext) && (
        <>
          <Button
            variant="outlined"
            size="small"
            startIcon={<ChevronLeft />}
            disabled={props.page === 0 || props.busy}
            onClick={props.onPrevious}
          >
            Previous page
          </Button>
          <Button
            variant="outlined"
            size="small"
            endIcon={<ChevronRight />}
            disabled={!props.hasNext || props.busy}
            onClick={props.onNext}
          >
            Next page
          </Button>
        </>
      )}
    </Box>
  );
}
