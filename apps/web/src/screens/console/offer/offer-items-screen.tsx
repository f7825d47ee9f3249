import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import type { OfferGroupAnswer, OfferItem } from '@portal/domain';
import { settle, type Settled } from '../../../core/api/api-client';
import { consoleOfferGroup, consoleOfferItems, consoleOfferSettings } from '../api/offer';
import { fromLoader } from '../api/request';
import { CONSOLE_PATHS } from '../console-paths';
import { consoleTitle } from '../console-session';
import { ItemEditorDialog } from './item-editor';
import { ItemsFilters, matchesFilters } from './items-filters';
import type { StoreChoice } from './item-stores';
import { ItemsTable } from './items-table';
import { PriceFileLinks } from './price-file-links';
import { DraftNotice } from './draft-notice';
import { useItemEditor } from './use-item-editor';
import { groupPage } from './group-page-frame';

interface ItemsPage {
  group: OfferGroupAnswer;
  items: OfferItem[];
  /** The group's stores, which an item may be limited to. */
  stores: StoreChoice[];
}

/** The group (its title, whether this staff member may edit), its items and its stores as the draft has them. */
export function loader({ request, params }: LoaderFunctionArgs): Promise<Settled<ItemsPage>> {
  const caller = fromLoader(request);
  const key = params.group ?? '';
  return settle(
    Promise.all([consoleOfferGroup(key, caller), consoleOfferItems(key, caller), consoleOfferSettings(key, caller)]).then(
      ([group, { items }, settings]) => ({
        group,
        items,
        stores: settings.stores.map(({ code, name }) => ({ code, name })),
      }),
    ),
  );
}

/** The search and the category are the address's query, read on the page: typing them asks the server nothing. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

function GroupItems({ page }: { page: ItemsPage }) {
  const { group, items, stores } = page;
  const [params, setParams] = useSearchParams();
  const codes = useMemo(() => items.map((item) => item.code), [items]);
  const editor = useItemEditor(group.key, codes);
  const q = params.get('q') ?? '';
  const category = params.get('category') ?? '';
  const shown = useMemo(() => items.filter((item) => matchesFilters(item, q, category)), [items, q, category]);
  const setFilter = (name: 'q' | 'category', value: string) =>
    setParams(
      (before) => {
        const next = new URLSearchParams(before);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <title>{consoleTitle(`Items — ${group.title}`)}</title>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        Items of {group.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2, maxWidth: '75ch' }}>
        {group.draft
          ? `As the draft has them: ${group.draft.changes.length === 1 ? '1 change' : `${group.draft.changes.length} changes`} not published yet.`
          : `As version ${group.live_version} has them; a change saved here starts a draft.`}{' '}
        Prices in dollars.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {group.may_edit && (
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => editor.create(category)}>
            New item
          </Button>
        )}
        <PriceFileLinks group={group.key} />
        {group.may_edit && (
          <Button
            component={RouterLink}
            to={CONSOLE_PATHS.catalogueImport(group.key)}
            variant="outlined"
            startIcon={<UploadFileOutlined />}
          >
            Import a file
          </Button>
        )}
      </Box>
      <DraftNotice text={editor.done} group={group.key} onClose={editor.clearDone} />
      <ItemsFilters items={items} q={q} category={category} onChange={setFilter} shown={shown.length} />
      <ItemsTable items={shown} onEdit={group.may_edit ? editor.edit : null} />
      {group.may_edit && <ItemEditorDialog editor={editor} stores={stores} />}
    </>
  );
}

/** A group's items (docs/console.md#catalogue): searched and filtered, each opened in the editor by staff who may edit. */
export const Component = groupPage<ItemsPage>('Items', GroupItems);
