import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useNavigation, type Location } from 'react-router';
import { CONSOLE_PATHS } from '../console-paths';
import { cursorFrom, filtersFrom, pageStateOf, paramsOf, type BoardFilters } from './board-query';

/** The board's address a navigation is loading, or null when none is. */
function boardAsked(navigation: ReturnType<typeof useNavigation>): Location | null {
  return navigation.state === 'loading' && navigation.location.pathname === CONSOLE_PATHS.board ? navigation.location : null;
}

/**
 * The board's state as the address keeps it (docs/console.md#the-order-board): the filters and
 * search and the page's cursor in the query, the pages before it in the history entry. `drawn` is
 * the page on the screen; `filters` what the controls show, which is the page being loaded as soon
 * as one is asked for.
 */
export function useBoardAddress() {
  const location = useLocation();
  const asking = boardAsked(useNavigation());
  const navigate = useNavigate();
  const drawnSearch = location.search;
  const shownSearch = (asking ?? location).search;
  const drawnFilters = useMemo(() => filtersFrom(new URLSearchParams(drawnSearch)), [drawnSearch]);
  const filters = useMemo(() => filtersFrom(new URLSearchParams(shownSearch)), [shownSearch]);
  const cursor = cursorFrom(new URLSearchParams(drawnSearch));
  // A link that names a later page has no pages before it in its history: Previous goes to the first.
  const kept = pageStateOf(location.state).before;
  const before = cursor === null ? [] : kept.length ? kept : [''];

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

  return {
    /** What the controls show: the filters of the page drawn, or of the one being loaded. */
    filters,
    /** The query of the page on the screen. */
    drawnSearch,
    /** 0 for the first page. */
    page: before.length,
    /** A page or other filters are being loaded. */
    loading: asking !== null,
    /** Other filters: the first page of what they find. */
    changeFilters: (patch: Partial<BoardFilters>) => {
      asked.current = { ...asked.current, ...patch };
      go(asked.current, null, [], true);
    },
    next: (nextCursor: string) => go(drawnFilters, nextCursor, [...before, cursor ?? ''], false),
    previous: () => {
      if (before.length > 0) go(drawnFilters, before[before.length - 1] || null, before.slice(0, -1), false);
    },
  };
}
