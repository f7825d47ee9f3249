import { useState } from 'react';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  CONSOLE_BOARD_PAGE_SIZE,
  type ConsoleBoardAnswer,
  type ConsoleBoardDirection,
  type ConsoleBoardSort,
} from '@portal/domain';
import { settle, type Settled } from '../../../core/api/api-client';
import { visuallyHidden } from '../../../common/visually-hidden';
import { groupStores } from '../api/groups';
import { consoleBoard } from '../api/orders';
import { fromLoader } from '../api/request';
import { CONSOLE_PATHS } from '../console-paths';
import { consoleTitle, useStaff } from '../console-session';
import { BoardCards } from './board-cards';
import { BoardFiltersBar, type GroupStores } from './board-filters';
import { BoardGrid } from './board-grid';
import { BoardHeading } from './board-heading';
import { BoardPager } from './board-pager';
import { boardRequest, cursorFrom, filtersFrom, hasFilters } from './board-query';
import { BulkActions, BulkOutcomeNotice, type BulkOutcome } from './bulk-actions';
import { useBoardAddress } from './use-board-address';
import { useRowSelection } from './use-row-selection';
import { LoadError } from '../load-error';

const NO_ROWS: ConsoleBoardAnswer = { rows: [], total: 0, total_capped: false, next_cursor: null };

export interface BoardLoad {
  /** One keyset page of the orders the address asks for, or why not. */
  page: Settled<ConsoleBoardAnswer>;
  /** The stores of the group the address names, for the store filter. */
  stores: GroupStores;
}

/** The board the address names: its filters, search and page, and the chosen group's stores. */
export async function loader({ request }: LoaderFunctionArgs): Promise<BoardLoad> {
  const params = new URL(request.url).searchParams;
  const filters = filtersFrom(params);
  const query = boardRequest(filters, cursorFrom(params), CONSOLE_BOARD_PAGE_SIZE);
  const [page, stores] = await Promise.all([
    settle(consoleBoard(query, fromLoader(request))),
    filters.group ? groupStores(filters.group) : [],
  ]);
  return { page, stores: { group: filters.group, list: stores.map(({ code, name }) => ({ code, name })) } };
}

/** Asking again may help a network failure, the server's, or too many requests; not a refusal such as another rep's group. */
const mayHelp = (status: number) => status === 0 || status >= 500 || status === 429;

/** The order board (docs/console.md#the-order-board): every order this staff member may see, newest first. */
function BoardScreen() {
  const me = useStaff();
  const loaded = useLoaderData<BoardLoad>();
  const address = useBoardAddress();
  const revalidator = useRevalidator();
  const loading = address.loading || revalidator.state === 'loading';
  const failed = !loaded.page.ok && !loading ? loaded.page.error : null;
  const shown = loaded.page.ok ? loaded.page.answer : NO_ROWS;
  const selection = useRowSelection(shown.rows, address.drawnSearch);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const { filters } = address;
  // A phone reads a card per order; the table's nine columns need a desk's width.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const changeFilters: typeof address.changeFilters = (patch) => {
    setOutcome(null);
    address.changeFilters(patch);
  };

  const listProps = {
    rows: shown.rows,
    sort: { by: filters.sort || 'placed', dir: filters.dir || 'desc' },
    onSort: (by: ConsoleBoardSort, dir: ConsoleBoardDirection) =>
      changeFilters(by === 'placed' && dir === 'desc' ? { sort: '', dir: '' } : { sort: by === 'placed' ? '' : by, dir }),
    selectable: me.can_change_orders,
    selection: selection.model,
    onSelection: selection.setModel,
    emptyText: failed
      ? 'The orders could not be loaded.'
      : hasFilters(filters)
        ? 'No orders match these filters.'
        : 'No orders yet.',
    from: `${CONSOLE_PATHS.board}${address.drawnSearch}`,
  } as const;

  return (
    <>
      <title>{consoleTitle('Orders')}</title>
      <BoardHeading me={me} page={address.page} filters={filters} selected={selection.ids} />
      <BoardFiltersBar filters={filters} groups={me.groups} stores={loaded.stores} onChange={changeFilters} />
      {outcome && <BulkOutcomeNotice outcome={outcome} onClose={() => setOutcome(null)} />}
      {failed && <LoadError error={failed} retryWhen={mayHelp} sx={{ mb: 2 }} />}
      {me.can_change_orders && (
        <BulkActions
          selected={selection.ids}
          numbers={selection.numbers}
          onDone={(done) => {
            setOutcome(done);
            selection.clear();
            void revalidator.revalidate();
          }}
        />
      )}
      <Box aria-busy={loading}>
        {loading && (
          <Typography role="status" sx={visuallyHidden}>
            Loading orders…
          </Typography>
        )}
        {narrow ? (
          <BoardCards {...listProps} />
        ) : (
          <BoardGrid {...listProps} loading={loading} pageSize={CONSOLE_BOARD_PAGE_SIZE} />
        )}
        <BoardPager
          page={address.page}
          rows={shown.rows.length}
          total={shown.total}
          capped={shown.total_capped}
          hasNext={shown.next_cursor !== null}
          busy={loading}
          onPrevious={address.previous}
          onNext={() => {
            if (shown.next_cursor) address.next(shown.next_cursor);
          }}
        />
      </Box>
    </>
  );
}

export const Component = BoardScreen;
