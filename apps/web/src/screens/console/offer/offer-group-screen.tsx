import { Link as RouterLink, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { OfferGroupAnswer } from '@portal/domain';
import { settle, type Settled } from '../../../core/api/api-client';
import { consoleOfferGroup } from '../api/offer';
import { fromLoader } from '../api/request';
import { CONSOLE_PATHS } from '../console-paths';
import { consoleTitle } from '../console-session';
import { Notice } from '../notice';
import { AuditSection } from './audit-section';
import { DraftSection } from './draft-section';
import { OfferDialog } from './offer-dialog';
import { useOfferChanges } from './use-offer-changes';
import { VersionsSection } from './versions-section';
import { LoadError, whenServerFailed } from '../load-error';

/** One group's draft, versions and latest changes; a refusal (another group's, 404) is shown on the page. */
export function loader({ request, params }: LoaderFunctionArgs): Promise<Settled<OfferGroupAnswer>> {
  return settle(consoleOfferGroup(params.group ?? '', fromLoader(request)));
}

function BackToCatalogue() {
  return (
    <Link
      component={RouterLink}
      to={CONSOLE_PATHS.catalogue}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
    >
      <ArrowBack fontSize="small" aria-hidden />
      All groups&rsquo; catalogues
    </Link>
  );
}

function GroupCatalogue({ answer }: { answer: OfferGroupAnswer }) {
  const changes = useOfferChanges(answer.key);
  return (
    <>
      <title>{consoleTitle(`${answer.title} — Catalogue`)}</title>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="h4" component="h1">
          {answer.title}
        </Typography>
        <Box component="nav" aria-label="The group's catalogue" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button component={RouterLink} to={CONSOLE_PATHS.catalogueItems(answer.key)} variant="outlined">
            {answer.may_edit ? 'Items and prices' : 'See the items'}
          </Button>
          <Button component={RouterLink} to={CONSOLE_PATHS.catalogueLogos(answer.key)} variant="outlined">
            Logos and placements
          </Button>
          <Button component={RouterLink} to={CONSOLE_PATHS.catalogueSettings(answer.key)} variant="outlined">
            Settings, stores and secrets
          </Button>
        </Box>
      </Box>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>Live: version {answer.live_version}.</Typography>
      {!answer.may_edit && (
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          You can read this group&rsquo;s catalogue here; changing and publishing it needs an admin or one of its reps.
        </Alert>
      )}
      <Notice text={changes.done} onClose={changes.clearDone} />
      <DraftSection answer={answer} changes={changes} />
      <VersionsSection answer={answer} changes={changes} />
      <AuditSection audit={answer.audit} />
      {answer.may_edit && <OfferDialog changes={changes} />}
    </>
  );
}

/** A group's catalogue (docs/console.md#catalogue): its draft and what it changes, its versions, its latest changes. */
function CatalogueGroupScreen() {
  const loaded = useLoaderData<Settled<OfferGroupAnswer>>();
  const { group } = useParams();
  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto' }}>
      <BackToCatalogue />
      {loaded.ok ? (
        // Keyed by group: another group's page starts with no dialog or notice of this one's.
        <GroupCatalogue key={loaded.answer.key} answer={loaded.answer} />
      ) : (
        <>
          <title>{consoleTitle('Catalogue')}</title>
          <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
            {group ? `Catalogue of ${group}` : 'Catalogue'}
          </Typography>
          <LoadError error={loaded.error} retryWhen={whenServerFailed} />
        </>
      )}
    </Box>
  );
}

export const Component = CatalogueGroupScreen;
