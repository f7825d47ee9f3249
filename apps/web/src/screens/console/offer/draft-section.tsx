import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OfferGroupAnswer } from '@portal/domain';
import { useConsoleTimes } from '../console-format';
import { CONSOLE_PATHS } from '../console-paths';
import { CatalogueTable } from './offer-table';
import { changeSubject, changeValue, fieldLabel } from './change-text';
import type { OfferChanges } from './use-offer-changes';

type Draft = NonNullable<OfferGroupAnswer['draft']>;

function ChangesTable({ draft }: { draft: Draft }) {
  return (
    <CatalogueTable caption="What publishing the draft changes" columns={['What', 'Field', 'Before → after']} minWidth={560}>
      <TableBody>
        {draft.changes.map((change) => (
          <TableRow key={`${change.area} ${change.subject} ${change.field}`}>
            <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
              {changeSubject(change)}
            </TableCell>
            <TableCell>{fieldLabel(change)}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {changeValue(change.before)}
              </Box>{' '}
              →{' '}
              <Box component="span" sx={{ fontWeight: 600 }}>
                {changeValue(change.after)}
              </Box>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </CatalogueTable>
  );
}

function Problems({ problems }: { problems: string[] }) {
  if (problems.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      <Typography sx={{ fontWeight: 600 }}>The draft cannot be published until these are put right:</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </Box>
    </Alert>
  );
}

/** What the checks warn of: nothing that stops a publish, but worth putting right. */
function Warnings({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return null;
  return (
    <Alert severity="info" sx={{ mt: 2 }}>
      <Typography sx={{ fontWeight: 600 }}>Worth a look (these do not stop a publish):</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </Box>
    </Alert>
  );
}

function DraftButtons({ draft, changes }: { draft: Draft; changes: OfferChanges }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
      <Button variant="contained" onClick={() => void changes.publishNow()} disabled={changes.busy} aria-busy={changes.busy}>
        Publish now
      </Button>
      <Button variant="outlined" onClick={() => changes.show({ kind: 'publish-at' })} disabled={changes.busy}>
        Publish at…
      </Button>
      <Button
        variant="outlined"
        color="error"
        onClick={() => changes.show({ kind: 'discard', changes: draft.changes.length })}
        disabled={changes.busy}
      >
        Discard draft
      </Button>
    </Box>
  );
}

/**
 * A version published after the draft was started (another publish, a rollback) is what the draft
 * is compared with: the draft does not hold that version's changes, so publishing it would undo them.
 */
function PublishedSinceWarning({ answer }: { answer: OfferGroupAnswer }) {
  const newest = answer.versions[0]?.version;
  const base = answer.draft?.base_version;
  if (newest === undefined || base === undefined || base >= newest) return null;
  return (
    <Alert severity="warning" sx={{ mb: 1.5 }}>
      Version {newest} was published after this draft was started from version {base}. The changes below are against version{' '}
      {newest}: publishing the draft would also undo what version {newest} changed and the draft does not have. Check them, or
      discard the draft and start again from version {newest}.
    </Alert>
  );
}

/**
 * The group's draft: what publishing it changes, what keeps it from being published, and (for staff
 * who may edit) publishing it now or at a set time, or discarding it.
 */
export function DraftSection({ answer, changes }: { answer: OfferGroupAnswer; changes: OfferChanges }) {
  const times = useConsoleTimes();
  const { draft } = answer;
  return (
    <Box component="section" aria-labelledby="catalogue-draft" sx={{ mb: 4 }}>
      <Typography id="catalogue-draft" variant="h5" component="h2" sx={{ mb: 1 }}>
        Draft
      </Typography>
      {changes.pageError && (
        <Alert severity="error" role="alert" onClose={changes.clearPageError} sx={{ mb: 2 }}>
          {changes.pageError}
        </Alert>
      )}
      {!draft ? (
        <Typography sx={{ color: 'text.secondary' }}>
          No draft: the catalogue is as version {answer.live_version} has it.{' '}
          {answer.may_edit && (
            <>
              A change saved on the{' '}
              <Link component={RouterLink} to={CONSOLE_PATHS.catalogueItems(answer.key)}>
                items page
              </Link>{' '}
              starts one.
            </>
          )}
        </Typography>
      ) : (
        <>
          <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>
            Started from version {draft.base_version}; last changed by {draft.updated_by} on {times.dateTime(draft.updated_at)}.{' '}
            {draft.changes.length === 1 ? '1 change' : `${draft.changes.length} changes`} against the newest version.
          </Typography>
          <PublishedSinceWarning answer={answer} />
          {draft.changes.length > 0 ? (
            <ChangesTable draft={draft} />
          ) : (
            <Typography>The draft changes nothing: there is nothing to publish.</Typography>
          )}
          <Problems problems={draft.problems} />
          <Warnings warnings={answer.warnings} />
          {answer.may_edit && <DraftButtons draft={draft} changes={changes} />}
        </>
      )}
      {!draft && <Warnings warnings={answer.warnings} />}
    </Box>
  );
}
