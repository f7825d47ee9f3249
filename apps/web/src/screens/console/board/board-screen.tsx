import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { CONSOLE_BOARD_PAGE_SIZE, type ConsoleBoardAnswer } from '@portal/domain';
import { ApiError } from '../../../core/api/api-client';
import { consoleBoard } from '../console-api';
import { CONSOLE_PATHS } from '../console-paths';
import { consoleTitle, useStaff } from '../console-session';
import { visuallyHidden } from '../../../common/visually-hidden';
import { BoardFiltersBar } from './board-filters';
import { BoardGrid } from './board-grid';
import { boardRequest, cursorFrom, filtersFrom, hasFilters, pageStateOf, paramsOf, type BoardFilters } from './board-query';
import { ExportCsvButton } from './export-button';
import { BulkActions, BulkOutcomeNotice, type BulkOutcome } from './bulk-actions';

const NOTHING_SELECTED: GridRowSelectionModel = { type: 'include', ids: new Set() };
const NO_ROWS: ConsoleBoardAnswer = { rows: [], total: 0, total_capped: false, next_cursor: null };

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; answer: ConsoleBoardAnswer }
  /** `retry`: asking again may help (not for a refusal such as another rep's group). */
  | { kind: 'failed'; message: string; retry: boolean };

/** One keyset page of the board for the address's filters; `reload` asks again. */
function useBoardPage(search: string, filters: BoardFilters, cursor: string | null) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [shown, setShown] = useState<ConsoleBoardAnswer>(NO_ROWS);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setLoad({ kind: 'loading' });
    consoleBoard(boardRequest(filters, cursor, CONSOLE_BOARD_PAGE_SIZE), {}).then(
      (answer) => {
        if (!live) return;
        setShown(answer);
        setLoad({ kind: 'ready', answer });
      },
      (error: unknown) => {
        if (!live) return;
        setShown(NO_ROWS);
        const status = error instanceof ApiError ? error.status : 0;
        setLoad({
          kind: 'failed',
          message: error instanceof Error ? error.message : 'The orders could not be loaded.',
          retry: status === 0 || status >= 500 || status === 429,
        });
      },
    );
    return () => {
      live = false;
    };
    // The address says it all: filters and cursor are read from `search`.
  }, [search, attempt]);
  return { load, shown, reload: () => setAttempt((n) => n + 1) };
}

/** Previous and Next through the keyset pages the server hands out, with how many match in all. */
function BoardPager(props: {
  page: number;
  rows: number;
  total: number;
  capped: boolean;
  hasNext: boolean;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
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

/** The order board (docs/console.md#the-order-board): every order this staff member may see, newest first. */
function BoardScreen() {
  const me = useStaff();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const search = params.toString();
  const filters = useMemo(() => filtersFrom(params), [search]);
  const cursor = cursorFrom(params);
  // A link that names a later page has no pages before it in its history: Previous goes to the first.
  const before = cursor === null ? [] : pageStateOf(location.state).before.length ? pageStateOf(location.state).before : [''];
  const page = before.length;
  const board = useBoardPage(search, filters, cursor);
  const [selection, setSelection] = useState<GridRowSelectionModel>(NOTHING_SELECTED);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);

  // Another page or other filters: what was selected is no longer on the screen.
  useEffect(() => {
    setSelection(NOTHING_SELECTED);
  }, [search]);

  const go = (next: BoardFilters, nextCursor: string | null, nextBefore: string[], replace: boolean) => {
    const query = paramsOf(next, nextCursor).toString();
    // The board's own path: a late answer must never carry the query to a page the staff member has left.
    void navigate(
      { pathname: CONSOLE_PATHS.board, search: query ? `?${query}` : '' },
      // Other filters keep the page where it is (the bar is in use); another page starts at its top.
      { replace, state: { before: nextBefore }, preventScrollReset: replace },
    );
  };
  // Two changes before the address has caught up (a date, then the next at once) must both hold:
  // each builds on the filters last asked for, not on those of the page drawn.
  const asked = useRef(filters);
  useEffect(() => {
    asked.current = filters;
  }, [filters]);
  const changeFilters = (patch: Partial<BoardFilters>) => {
    setOutcome(null);
    asked.current = { ...asked.current, ...patch };
    go(asked.current, null, [], true);
  };
  const nextPage = () => {
    if (board.shown.next_cursor) go(filters, board.shown.next_cursor, [...before, cursor ?? ''], false);
  };
  const previousPage = () => {
    if (page > 0) go(filters, before[page - 1] || null, before.slice(0, page - 1), false);
  };

  const rows = board.shown.rows;
  const numbers = useMemo(() => new Map(rows.map((row) => [row.id, row.order_number])), [rows]);
  // 'Select all' answers an exclude model: every row of the page but those named.
  const selected = rows
    .filter((row) => (selection.type === 'include' ? selection.ids.has(row.id) : !selection.ids.has(row.id)))
    .map((row) => row.id);
  const filtered = hasFilters(filters);

  return (
    <>
      <title>{consoleTitle('Orders')}</title>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 2, mb: 2 }}>
        <Typography variant="h4" component="h1">
          Orders
        </Typography>
        <Typography color="text.secondary">
          {me.staff.role === 'rep' ? `Your groups: ${me.groups.map((g) => g.title).join(', ')}` : 'All groups'}
          {page > 0 ? ` · page ${page + 1}` : ''}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <ExportCsvButton filters={filters} selected={selected} />
      </Box>
      {!me.can_change_orders && (
        <Alert severity="info" sx={{ mb: 2 }}>
          You can read every order here; changing one needs an admin or the group&apos;s account rep.
        </Alert>
      )}
      <BoardFiltersBar filters={filters} groups={me.groups} onChange={changeFilters} />
      {outcome && <BulkOutcomeNotice outcome={outcome} onClose={() => setOutcome(null)} />}
      {board.load.kind === 'failed' && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 2 }}
          action={
            board.load.retry ? (
              <Button color="inherit" size="small" onClick={board.reload}>
                Try again
              </Button>
            ) : undefined
          }
        >
          {board.load.message}
        </Alert>
      )}
      {me.can_change_orders && (
        <BulkActions
          selected={selected}
          numbers={numbers}
          onDone={(done) => {
            setOutcome(done);
            setSelection(NOTHING_SELECTED);
            board.reload();
          }}
        />
      )}
      <Box aria-busy={board.load.kind === 'loading'}>
        {board.load.kind === 'loading' && (
          <Typography role="status" sx={visuallyHidden}>
            Loading orders…
          </Typography>
        )}
        <BoardGrid
          rows={rows}
          sort={{ by: filters.sort || 'placed', dir: filters.dir || 'desc' }}
          onSort={(by, dir) =>
            changeFilters(by === 'placed' && dir === 'desc' ? { sort: '', dir: '' } : { sort: by === 'placed' ? '' : by, dir })
          }
          loading={board.load.kind === 'loading'}
          pageSize={CONSOLE_BOARD_PAGE_SIZE}
          selectable={me.can_change_orders}
          selection={selection}
          onSelection={setSelection}
          emptyText={
            board.load.kind === 'failed'
              ? 'The orders could not be loaded.'
              : filtered
                ? 'No orders match these filters.'
                : 'No orders yet.'
          }
          from={`${location.pathname}${location.search}`}
        />
        <BoardPager
          page={page}
          rows={rows.length}
          total={board.shown.total}
          capped={board.shown.total_capped}
          hasNext={board.shown.next_cursor !== null}
          busy={board.load.kind === 'loading'}
          onPrevious={previousPage}
          onNext={nextPage}
        />
      </Box>
    </>
  );
}

export const Component = BoardScreen;
