import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ConsoleMeAnswer, ConsoleSession } from '@portal/domain';
import { settle, type Settled } from '../../../core/api/api-client';
import { fromLoader } from '../api/request';
import { consoleMe, consoleSessions } from '../api/session';
import { consoleTitle, ROLE_LABELS } from '../console-session';
import { SecondFactorSection } from './second-factor-section';
import { SessionsSection } from './sessions-section';
import { LoadError } from '../load-error';

interface AccountLoad {
  me: ConsoleMeAnswer;
  sessions: ConsoleSession[];
}

/**
 * The staff member as the server has them now (the layout's answer is read once, and the second
 * factor changes here) and their live sessions.
 */
export function loader({ request }: LoaderFunctionArgs): Promise<Settled<AccountLoad>> {
  const caller = fromLoader(request);
  return settle(
    Promise.all([consoleMe(caller), consoleSessions(caller)]).then(([me, answer]) => ({ me, sessions: answer.sessions })),
  );
}

/** The staff member's own account (docs/console.md#your-account): their sessions and their second factor. */
function AccountScreen() {
  const loaded = useLoaderData<Settled<AccountLoad>>();
  const revalidator = useRevalidator();
  const reload = () => revalidator.revalidate();
  return (
    <Box sx={{ maxWidth: 1000 }}>
      <title>{consoleTitle('Your account')}</title>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        Your account
      </Typography>
      {!loaded.ok && <LoadError error={loaded.error} />}
      {loaded.ok && (
        <>
          <Typography sx={{ mb: 3, overflowWrap: 'anywhere' }}>
            {loaded.answer.me.staff.name} · {loaded.answer.me.staff.email} · {ROLE_LABELS[loaded.answer.me.staff.role]}
          </Typography>
          <SessionsSection sessions={loaded.answer.sessions} reload={reload} />
          <SecondFactorSection staff={loaded.answer.me.staff} reload={reload} />
        </>
      )}
    </Box>
  );
}

export const Component = AccountScreen;
