import { Link as RouterLink, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OfferGroupsAnswer } from '@portal/domain';
import { settle, type Settled } from '../../../core/api/api-client';
import { consoleOfferGroups } from '../api/offer';
import { fromLoader } from '../api/request';
import { NONE, useConsoleTimes, type ConsoleTimes } from '../console-format';
import { CONSOLE_PATHS } from '../console-paths';
import { consoleTitle } from '../console-session';
import { CatalogueTable } from './offer-table';
import { LoadError } from '../load-error';

/** Every group the staff member sees with its live version and draft; a refusal is shown on the page, a 401 goes to the login. */
export function loader({ request }: LoaderFunctionArgs): Promise<Settled<OfferGroupsAnswer>> {
  return settle(consoleOfferGroups(fromLoader(request)));
}

type OfferGroupRow = OfferGroupsAnswer['groups'][number];

const changesText = (n: number) => (n === 1 ? '1 change' : `${n} changes`);

/** 'Draft: 3 changes by ana@…' or 'No draft'. */
export function draftText(draft: OfferGroupRow['draft']): string {
  return draft ? `Draft: ${changesText(draft.changes)} by ${draft.updated_by}` : 'No draft';
}

function GroupRow({ group, times }: { group: OfferGroupRow; times: ConsoleTimes }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        <Link component={RouterLink} to={CONSOLE_PATHS.catalogueGroup(group.key)} sx={{ fontWeight: 600 }}>
          {group.title}
        </Link>
      </TableCell>
      <TableCell>
        {group.live_version > 0 ? (
          <>
            Version {group.live_version}
            <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
              since {times.dateTime(group.live_since)}
            </Typography>
          </>
        ) : (
          NONE
        )}
      </TableCell>
      <TableCell>
        {draftText(group.draft)}
        {group.draft && (
          <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
            last changed {times.dateTime(group.draft.updated_at)}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        {group.scheduled ? `Version ${group.scheduled.version} goes live at ${times.dateTime(group.scheduled.live_at)}` : NONE}
      </TableCell>
    </TableRow>
  );
}

function GroupsTable({ groups }: { groups: OfferGroupRow[] }) {
  const times = useConsoleTimes();
  return (
    <CatalogueTable
      caption="Each group's live catalogue, its draft and a version set for later"
      columns={['Group', 'Live', 'Draft', 'Set for later']}
      minWidth={720}
    >
      <TableBody>
        {groups.map((group) => (
          <GroupRow key={group.key} group={group} times={times} />
        ))}
      </TableBody>
    </CatalogueTable>
  );
}

/**
 * The catalogue's home (docs/console.md#catalogue): each group's live version, its draft and a
 * version set for later; a group's name opens its draft, versions and changes.
 */
function CatalogueScreen() {
  const loaded = useLoaderData<Settled<OfferGroupsAnswer>>();
  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto' }}>
      <title>{consoleTitle('Catalogue')}</title>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        Catalogue
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2, maxWidth: '75ch' }}>
        What each group offers its buyers is its live version. Changes go to the group&rsquo;s draft first, and reach buyers when
        the draft is published, now or at a set time.
      </Typography>
      {!loaded.ok ? (
        <LoadError error={loaded.error} />
      ) : loaded.answer.groups.length === 0 ? (
        <Alert severity="info">You do not work for any group yet: an admin assigns a rep their groups.</Alert>
      ) : (
        <GroupsTable groups={loaded.answer.groups} />
      )}
    </Box>
  );
}

export const Component = CatalogueScreen;
