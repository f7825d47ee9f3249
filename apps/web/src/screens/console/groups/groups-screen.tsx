import { Link as RouterLink, useLoaderData } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ConsoleGroupGlance, ConsoleGroupsAnswer } from '@portal/domain';
import { CONSOLE_PATHS } from '../console-paths';
import { consoleTitle } from '../console-session';
import { groupsAtAGlance } from '../reports/report-api';
import { count, money } from '../reports/spend-format';

type Loaded = { answer: ConsoleGroupsAnswer; problem: null } | { answer: null; problem: string };

/** The groups this staff member sees; the console's layout has checked the session. */
export async function loader(): Promise<Loaded> {
  try {
    return { answer: await groupsAtAGlance(), problem: null };
  } catch (error) {
    return { answer: null, problem: error instanceof Error ? error.message : 'The groups could not be loaded.' };
  }
}

function Figure({ label, spend }: { label: string; spend: ConsoleGroupGlance['today'] }) {
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {money(spend.total_cents)}
      </Typography>
      <Typography variant="body2">{spend.orders === 1 ? '1 order' : `${count(spend.orders)} orders`}</Typography>
    </Box>
  );
}

function Flags({ group }: { group: ConsoleGroupGlance }) {
  const { flags } = group;
  const chips = [
    flags.password ? 'Password required' : 'Open (no password)',
    flags.paypal ? 'PayPal' : 'No PayPal',
    flags.bypass_codes > 0 ? `On account: ${flags.bypass_codes} code${flags.bypass_codes === 1 ? '' : 's'}` : 'No bypass codes',
    ...(flags.company_minimum ? ['Company minimum (12 mens and womens)'] : []),
    ...(flags.image_preview ? ['Image preview'] : []),
    ...(flags.logo_preview ? ['Logo preview'] : []),
    ...(flags.modification_thumbnail ? ['Modification thumbnail'] : []),
  ];
  return (
    <Box
      component="ul"
      aria-label="Settings"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, p: 0, m: 0, listStyle: 'none' }}
    >
      {chips.map((label) => (
        <li key={label}>
          <Chip label={label} size="small" variant="outlined" />
        </li>
      ))}
    </Box>
  );
}

function ListBlock({ title, items, empty }: { title: string; items: string[]; empty: string }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {empty}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {items.map((item) => (
            <Typography component="li" variant="body2" key={item} sx={{ overflowWrap: 'anywhere' }}>
              {item}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

function GroupCard({ group, today }: { group: ConsoleGroupGlance; today: string }) {
  const id = `group-${group.key}`;
  const only = `?group=${encodeURIComponent(group.key)}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <Box component="img" src={group.logo_url} alt="" sx={{ width: 96, height: 32, objectFit: 'contain' }} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={id} variant="h6" component="h2">
            {group.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {group.route_prefix ? `/${group.route_prefix}` : 'No route prefix'} · {group.stores.length} stores ·{' '}
            {count(group.items)} items{group.price_list ? ` · price list ${group.price_list}` : ''}
          </Typography>
        </Box>
        <Link component={RouterLink} to={`${CONSOLE_PATHS.board}${only}`} aria-label={`Orders of ${group.title}`}>
          Orders
        </Link>
        <Link component={RouterLink} to={`${CONSOLE_PATHS.reports}${only}`} aria-label={`Spend report of ${group.title}`}>
          Spend report
        </Link>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 1.5 }}>
        <Figure label={`Today (${today})`} spend={group.today} />
        <Figure label="This month" spend={group.this_month} />
      </Box>
      <Flags group={group} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: 2, mt: 2 }}>
        <ListBlock
          title="Account reps"
          items={[
            ...group.staff_reps.map((r) => `${r.name} (${r.email})`),
            ...group.account_reps
              .filter((r) => !group.staff_reps.some((s) => s.name === r.name))
              .map((r) => `${r.name}, ${r.phone}`),
          ]}
          empty="No rep yet."
        />
        <ListBlock title="Order e-mails go to" items={group.email_recipients} empty="No recipient." />
        <ListBlock
          title="Stores"
          items={group.stores.map((s) => `${s.name} (${s.code})${s.has_password ? ', password' : ''}`)}
          empty="No stores: one catalogue for the whole group."
        />
      </Box>
    </Paper>
  );
}

/** Groups at a glance (docs/console.md#groups-at-a-glance): read only; the groups' data stays in their files. */
function GroupsScreen() {
  const loaded = useLoaderData<Loaded>();
  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto' }}>
      <title>{consoleTitle('Groups')}</title>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Groups
      </Typography>
      {loaded.problem !== null ? (
        <Alert severity="error">{loaded.problem}</Alert>
      ) : loaded.answer.groups.length === 0 ? (
        <Alert severity="info">You do not work for any group yet.</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {loaded.answer.groups.map((group) => (
            <GroupCard key={group.key} group={group} today={loaded.answer.today} />
          ))}
        </Box>
      )}
    </Box>
  );
}

export const Component = GroupsScreen;
