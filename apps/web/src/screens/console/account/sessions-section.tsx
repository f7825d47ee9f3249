import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ConsoleSession } from '@portal/domain';
import { NONE, useConsoleTimes } from '../console-format';
import { Cards, ConsoleTable, usePhone } from '../console-table';
import { Notice } from '../notice';
import { useSessionEnding } from './use-sessions';

type Ending = ReturnType<typeof useSessionEnding>;

function BrowserName({ session }: { session: ConsoleSession }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {session.browser}
      </Box>
      {session.current && <Chip label="This browser" size="small" color="primary" variant="outlined" />}
    </Box>
  );
}

function EndButton({ session, ending }: { session: ConsoleSession; ending: Ending }) {
  if (session.current) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      color="error"
      aria-label={`End the session of ${session.browser}${session.address ? ` at ${session.address}` : ''}`}
      disabled={ending.busy !== null}
      onClick={() => ending.endOne(session)}
    >
      End
    </Button>
  );
}

/** The sessions as a table, or a card each on a phone. */
function SessionList({ sessions, ending }: { sessions: ConsoleSession[]; ending: Ending }) {
  const times = useConsoleTimes();
  const phone = usePhone();
  if (phone) {
    return (
      <Cards label="Your sessions" rows={sessions}>
        {(session) => (
          <>
            <BrowserName session={session} />
            <Typography variant="body2">{session.address ?? 'Address not known'}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: session.current ? 0 : 1 }}>
              Started {times.dateTime(session.started_at)} · last used {times.dateTime(session.last_used_at)}
            </Typography>
            <EndButton session={session} ending={ending} />
          </>
        )}
      </Cards>
    );
  }
  return (
    <ConsoleTable
      label="Your sessions"
      rows={sessions}
      columns={[
        { header: 'Browser', cell: (session) => <BrowserName session={session} /> },
        { header: 'Address', cell: (session) => session.address ?? NONE },
        { header: 'Started', kind: 'nowrap', cell: (session) => times.dateTime(session.started_at) },
        { header: 'Last used', kind: 'nowrap', cell: (session) => times.dateTime(session.last_used_at) },
        {
          header: 'Action',
          headerHidden: true,
          alignRight: true,
          cell: (session) => <EndButton session={session} ending={ending} />,
        },
      ]}
    />
  );
}

/**
 * 'Your sessions': every browser logged in to this account, this one marked; each of the others can
 * be ended, or all of them at once. Ending one logs that browser out at once, every copy of its cookie.
 */
export function SessionsSection({ sessions, reload }: { sessions: ConsoleSession[]; reload: () => Promise<void> }) {
  const ending = useSessionEnding(reload);
  const others = sessions.filter((session) => !session.current).length;
  return (
    <Box component="section" aria-labelledby="your-sessions" sx={{ mb: 4 }}>
      <Typography id="your-sessions" variant="h5" component="h2" sx={{ mb: 1 }}>
        Your sessions
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
        Every browser logged in to your account. Ending a session logs that browser out at once. One you do not recognise? End it,
        and ask an admin to reset your password.
      </Typography>
      <Notice text={ending.done} onClose={ending.clearDone} focus="always" />
      {ending.error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {ending.error}
        </Alert>
      )}
      <SessionList sessions={sessions} ending={ending} />
      <Button
        variant="outlined"
        color="error"
        sx={{ mt: 2 }}
        disabled={others === 0 || ending.busy !== null}
        aria-busy={ending.busy === 'others'}
        onClick={ending.endOthers}
      >
        End all other sessions
      </Button>
    </Box>
  );
}
