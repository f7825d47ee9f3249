import { Link as RouterLink, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { OfferGroupAnswer } from '@portal/domain';
import { settle, type Settled } from '../../../core/api/api-client';
import { consoleOfferGroup } from '../api/offer';
import { fromLoader } from '../api/request';
import { CONSOLE_PATHS } from '../console-paths';
import { consoleTitle } from '../console-session';
import { DraftNotice } from './draft-notice';
import { PriceFileLinks } from './price-file-links';
import { CheckedFile, importSummary } from './price-import-outcome';
import { usePriceImport } from './use-price-import';
import { draftHolds } from './use-draft-dialog';
import { LoadError, whenServerFailed } from '../load-error';
import { FileButton } from '../console-fields';

/** The group: its title, its draft, whether this staff member may change it. */
export function loader({ request, params }: LoaderFunctionArgs): Promise<Settled<OfferGroupAnswer>> {
  return settle(consoleOfferGroup(params.group ?? '', fromLoader(request)));
}

function ImportArea({ group }: { group: OfferGroupAnswer }) {
  const state = usePriceImport(group.key);
  const applied = state.applied;
  return (
    <>
      <DraftNotice
        text={applied ? `Applied to the draft: ${importSummary(applied)} ${draftHolds(group.draft?.changes.length ?? 0)}` : null}
        group={group.key}
        onClose={state.clearApplied}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <FileButton
          variant="contained"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChoose={state.choose}
          busy={state.checking}
        >
          Choose a file and check it
        </FileButton>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', minWidth: 0 }} role="status">
          {state.checking ? 'Checking…' : state.fileName ? `Checked: ${state.fileName}` : 'A CSV or XLSX file, at most 4 MB.'}
        </Typography>
      </Box>
      {state.problem && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {state.problem}
        </Alert>
      )}
      {state.checked && <CheckedFile answer={state.checked} state={state} />}
    </>
  );
}

function ImportPage({ group }: { group: OfferGroupAnswer }) {
  return (
    <>
      <title>{consoleTitle(`Import items and prices — ${group.title}`)}</title>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        Import items and prices
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2, maxWidth: '75ch' }}>
        Start from the draft&rsquo;s own file, change it in a spreadsheet, and bring it back: it is checked first and nothing
        changes until you apply it. A row whose code is new adds an item; an item the file leaves out stays as it is.
      </Typography>
      <Box sx={{ mb: 3 }}>
        <PriceFileLinks group={group.key} />
      </Box>
      {group.may_edit ? (
        <ImportArea group={group} />
      ) : (
        <Alert severity="info" role="note">
          Importing a file needs an admin or one of the group&rsquo;s reps.
        </Alert>
      )}
    </>
  );
}

/** A file of a group's items and prices checked, then applied to its draft (docs/catalogue.md#files). */
function CatalogueImportScreen() {
  const loaded = useLoaderData<Settled<OfferGroupAnswer>>();
  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto' }}>
      {loaded.ok ? (
        <>
          <Link
            component={RouterLink}
            to={CONSOLE_PATHS.catalogueItems(loaded.answer.key)}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
          >
            <ArrowBack fontSize="small" aria-hidden />
            Items of {loaded.answer.title}
          </Link>
          <ImportPage key={loaded.answer.key} group={loaded.answer} />
        </>
      ) : (
        <>
          <title>{consoleTitle('Import items and prices')}</title>
          <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
            Import items and prices
          </Typography>
          <LoadError error={loaded.error} retryWhen={whenServerFailed} />
        </>
      )}
    </Box>
  );
}

export const Component = CatalogueImportScreen;
