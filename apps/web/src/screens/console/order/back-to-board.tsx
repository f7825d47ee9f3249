import type { MouseEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { CONSOLE_PATHS } from '../console-paths';

/** Back to the board as it was left (filters and page), or to the board when the order was opened from a link. */
export function BackToBoard() {
  const location = useLocation();
  const navigate = useNavigate();
  const from = (location.state as { from?: unknown } | null)?.from;
  const cameFromBoard = typeof from === 'string' && from.startsWith(CONSOLE_PATHS.board);
  return (
    <Button
      component={RouterLink}
      to={cameFromBoard ? from : CONSOLE_PATHS.board}
      onClick={(event: MouseEvent) => {
        // The board's history entry keeps its earlier pages: going back keeps Previous working.
        if (cameFromBoard && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
          event.preventDefault();
          void navigate(-1);
        }
      }}
      startIcon={<ArrowBack />}
      sx={{ mb: 1, ml: -1 }}
    >
      Back to orders
    </Button>
  );
}
