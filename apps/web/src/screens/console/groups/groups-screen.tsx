import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { ConsoleGroupGlance, ConsoleGroupsAnswer } from '@portal/domain';
import { settle, type Settled } from '../../../core/api/api-client';
import { groupsAtAGlance } from '../api/groups';
import { fromLoader } from '../api/request';
import { CONSOLE_PATHS } from '../console-paths';
import { consoleTitle } from '../console-session';
import { count, money } from '../console-format';
import { FLAG_ROWS } from './group-flags';

/** The groups this staff member sees (the list and the one opened); a refusal is shown on the page, a 401 goes to the login. */
export function loader({ request }: LoaderFunctionArgs): Promise<Settled<ConsoleGroupsAnswer>> {
  return settle(groupsAtAGlance(fromLoader(request)));
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

/** Each setting with its value and what it does, so no flag is left for staff to guess. */
function Flags({ group }: { group: ConsoleGroupGlance }) {
  return (
    <Box component="section" aria-labelledby={`settings-${group.key}`}>
      <Typography id={`settings-${group.key}`} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Settings
      </Typography>
      <Box
        component="ul"
        aria-labelledby={`settings-${group.key}`}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          gap: 1.5,
          p: 0,
          m: 0,
          listStyle: 'none',
        }}
      >
        {Object.values(FLAG_ROWS).map((row) => (
          <Box component="li" key={row.key} aria-label={`${row.name}: ${row.state(group.flags)}`}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2" component="span" sx={{ fontWeight: 700 }}>
                {row.name}
              </Typography>
              <Chip label={row.state(group.flags)} size="small" variant="outlined" />
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
              {row.help}
            </Typography>
          </Box>
        ))}
      </Box>
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

/** One group opened: its figures, settings, reps, e-mail recipients and stores. */
function GroupDetail({ group, today }: { group: ConsoleGroupGlance; today: string }) {
  const id = `group-${group.key}`;
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening another group moves focus to its name, so a screen reader and the keyboard start there.
  useEffect(() => {
    heading.current?.focus();
  }, [group.key]);
  const only = `?group=${encodeURIComponent(group.key)}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <Box component="img" src={group.logo_url} alt="" sx={{ width: 96, height: 32, objectFit: 'contain' }} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={id} ref={heading} tabIndex={-1} variant="h5" component="h2" sx={{ outline: 'none' }}>
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

/** The list of groups: each a link to its own address, the one opened marked current. */
function GroupList({ groups, opened }: { groups: ConsoleGroupGlance[]; opened: string | undefined }) {
  return (
    <Paper component="nav" variant="outlined" aria-label="Groups" sx={{ alignSelf: 'start' }}>
      <List dense disablePadding>
        {groups.map((group) => (
          <ListItem key={group.key} disablePadding divider>
            <ListItemButton
              component={RouterLink}
              to={CONSOLE_PATHS.group(group.key)}
              selected={group.key === opened}
              aria-current={group.key === opened ? 'page' : undefined}
            >
              <ListItemText
                primary={group.title}
                secondary={`This month ${money(group.this_month.total_cents)} · ${
                  group.this_month.orders === 1 ? '1 order' : `${count(group.this_month.orders)} orders`
                }`}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

/**
 * Groups at a glance (docs/console.md#groups-at-a-glance): the list, and the group the address
 * names (/console/groups/:key), so a group can be linked and Back returns. A phone shows the list,
 * then the group alone. Read only: the groups' data stays in their files.
 */
function GroupsScreen() {
  const loaded = useLoaderData<Settled<ConsoleGroupsAnswer>>();
  const { key } = useParams();
  const groups = loaded.ok ? loaded.answer.groups : [];
  const opened = key === undefined ? undefined : groups.find((g) => g.key === key);
  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto' }}>
      <title>{consoleTitle(opened ? `${opened.title} — Groups` : 'Groups')}</title>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Groups
      </Typography>
      {!loaded.ok ? (
        <Alert severity="error">{loaded.error.message}</Alert>
      ) : groups.length === 0 ? (
        <Alert severity="info">You do not work for any group yet.</Alert>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '300px minmax(0, 1fr)' }, gap: 2 }}>
          <Box sx={{ display: { xs: key === undefined ? 'block' : 'none', md: 'block' } }}>
            <GroupList groups={groups} opened={key} />
          </Box>
          <Box sx={{ display: { xs: key === undefined ? 'none' : 'block', md: 'block' }, minWidth: 0 }}>
            {key !== undefined && (
              <Link
                component={RouterLink}
                to={CONSOLE_PATHS.groups}
                sx={{ display: { xs: 'inline-flex', md: 'none' }, alignItems: 'center', gap: 0.5, mb: 1.5 }}
              >
                <ArrowBack fontSize="small" aria-hidden />
                All groups
              </Link>
            )}
            {opened ? (
              <GroupDetail group={opened} today={loaded.answer.today} />
            ) : key !== undefined ? (
              <Alert severity="warning">
                No group &lsquo;{key}&rsquo; among the groups you see.{' '}
                <Link component={RouterLink} to={CONSOLE_PATHS.groups}>
                  Choose one from the list
                </Link>
                .
              </Alert>
            ) : (
              <Paper variant="outlined" sx={{ p: 3, color: 'text.secondary' }}>
                <Typography>
                  Choose a group to see its orders today and this month, its settings and what each does, its reps, who receives
                  its order e-mails and its stores.
                </Typography>
              </Paper>
            )}
          </Box>
        </Box>
      )}
    </Box>
  );
}

export const Component = GroupsScreen;
