import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ConsoleSession } from '@portal/domain';
import { visuallyHidden } from '../../../common/visually-hidden';
import { NONE, useConsoleTimes } from '../console-format';
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
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  if (phone) {
    return (
      <Box component="ul" aria-label="Your sessions" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {sessions.map((session) => (
          <Paper component="li" variant="outlined" key={session.id} sx={{ p: 1.5 }}>
            <BrowserName session={session} />
            <Typography variant="body2">{session.address ?? 'Address not known'}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: session.current ? 0 : 1 }}>
              Started {times.dateTime(session.started_at)} · last used {times.dateTime(session.last_used_at)}
            </Typography>
            <EndButton session={session} ending={ending} />
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Your sessions">
        <TableHead>
          <TableRow>
            <TableCell scope="col">Browser</TableCell>
            <TableCell scope="col">Address</TableCell>
            <TableCell scope="col">Started</TableCell>
            <TableCell scope="col">Last used</TableCell>
            <TableCell scope="col">
              <Box component="span" sx={visuallyHidden}>
                Action
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sessions.map((session) => (
            <TableRow key={session.id}>
              <TableCell>
                <BrowserName session={session} />
              </TableCell>
              <TableCell>{session.address ?? NONE}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{times.dateTime(session.started_at)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{times.dateTime(session.last_used_at)}</TableCell>
              <TableCell align="right">
                <EndButton session={session} ending={ending} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
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
