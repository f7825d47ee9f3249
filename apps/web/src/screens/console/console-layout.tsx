import { useEffect, useRef, useState } from 'react';
import {
  Link as RouterLink,
  Outlet,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useRouteError,
  type LoaderFunctionArgs,
} from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import CloseIcon from '@mui/icons-material/Close';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import type { ConsoleMeAnswer } from '@portal/domain';
import { withMuiTheme } from '../../core/mui/mui-screen';
import { visuallyHidden } from '../../common/visually-hidden';
import { fromLoader, onSessionEnded } from './api/request';
import { consoleLogout, consoleMe } from './api/session';
import { CONSOLE_PATHS, loginHref, rememberSignedIn } from './console-paths';
import { ROLE_LABELS, StaffContext } from './console-session';
import { LoadError } from './load-error';

/** The console's screens need a staff session: without one, the login, and back here after it. */
export async function loader({ request }: LoaderFunctionArgs): Promise<ConsoleMeAnswer> {
  const me = await consoleMe(fromLoader(request));
  rememberSignedIn(true);
  return me;
}

/** Who is logged in changes only by logging in or out, which leave the layout: no reload on each page. */
export const shouldRevalidate = () => false;

interface NavEntry {
  label: string;
  to: string;
  /** The board is the console's home: its link is current on it only, not on every page under it. */
  end?: boolean;
  shown: (me: ConsoleMeAnswer) => boolean;
}

/** The console's sections. */
const NAV: readonly NavEntry[] = [
  { label: 'Orders', to: CONSOLE_PATHS.board, end: false, shown: () => true },
  { label: 'Reports', to: CONSOLE_PATHS.reports, shown: () => true },
  // Everyone reads the budgets of the groups they see.
  { label: 'Budgets', to: CONSOLE_PATHS.budgets, shown: () => true },
  { label: 'Groups', to: CONSOLE_PATHS.groups, shown: () => true },
  // Everyone reads the catalogue; its pages offer changes to those who may make them.
  { label: 'Catalogue', to: CONSOLE_PATHS.catalogue, shown: () => true },
  // Everyone reads billing; the page itself offers changes to those who may make them.
  { label: 'Billing', to: CONSOLE_PATHS.billing, shown: () => true },
  // Everyone reads the tax settings; admins and the accounts role change them on the page.
  { label: 'Sales tax', to: CONSOLE_PATHS.tax, shown: () => true },
  { label: 'Staff', to: CONSOLE_PATHS.staff, shown: (me) => me.can_manage_staff },
];

/** Which section the page is in: the board's link stays current on an order's page, which opens from it. */
function useCurrentSection(): (entry: NavEntry) => boolean {
  const location = useLocation();
  // Not on the staff page nor on the staff member's own account, which the top bar links to beside the sections.
  return (entry: NavEntry) =>
    entry.to === CONSOLE_PATHS.board
      ? !NAV.some((other) => other !== entry && location.pathname.startsWith(other.to)) &&
        !location.pathname.startsWith(CONSOLE_PATHS.account)
      : location.pathname.startsWith(entry.to);
}

/** The sections in a row, on a screen wide enough to hold them on one line. */
function ConsoleNav({ me }: { me: ConsoleMeAnswer }) {
  const current = useCurrentSection();
  return (
    <Box component="nav" aria-label="Console" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {NAV.filter((entry) => entry.shown(me)).map((entry) => (
        <Button
          key={entry.to}
          component={RouterLink}
          to={entry.to}
          color="inherit"
          aria-current={current(entry) ? 'page' : undefined}
          sx={{
            fontWeight: current(entry) ? 700 : 400,
            textDecoration: current(entry) ? 'underline' : 'none',
            textUnderlineOffset: 6,
          }}
        >
          {entry.label}
        </Button>
      ))}
    </Box>
  );
}

const MENU_ID = 'console-menu';

interface ConsoleMenuProps {
  me: ConsoleMeAnswer;
  open: boolean;
  onClose: () => void;
  onLogOut: () => void;
  loggingOut: boolean;
}

/**
 * On a phone or a narrow window, one menu holds every section, the staff member's account and
 * 'Log out', so the top bar stays one line and the page never widens for it. The drawer keeps the
 * focus inside while open and gives it back to the menu button when it closes.
 */
function ConsoleMenu({ me, open, onClose, onLogOut, loggingOut }: ConsoleMenuProps) {
  const current = useCurrentSection();
  const { pathname } = useLocation();
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { id: MENU_ID, 'aria-label': 'Console menu', sx: { width: 'min(300px, 85vw)' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          Crestline Console
        </Typography>
        <IconButton aria-label="Close the menu" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label="Console">
        <List>
          {NAV.filter((entry) => entry.shown(me)).map((entry) => (
            <ListItem key={entry.to} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={entry.to}
                onClick={onClose}
                selected={current(entry)}
                aria-current={current(entry) ? 'page' : undefined}
                sx={{ minHeight: 48, fontWeight: current(entry) ? 700 : 400 }}
              >
                {entry.label}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Divider />
      <List>
        <ListItem disablePadding>
          <ListItemButton
            component={RouterLink}
            to={CONSOLE_PATHS.account}
            onClick={onClose}
            aria-label={`Your account: ${me.staff.name} · ${ROLE_LABELS[me.staff.role]}`}
            aria-current={pathname === CONSOLE_PATHS.account ? 'page' : undefined}
            selected={pathname === CONSOLE_PATHS.account}
            sx={{ minHeight: 48, gap: 1 }}
          >
            <AccountCircleOutlined fontSize="small" aria-hidden />
            {me.staff.name} · {ROLE_LABELS[me.staff.role]}
          </ListItemButton>
        </ListItem>
        <ListItem disablePadding>
          <ListItemButton onClick={onLogOut} disabled={loggingOut} sx={{ minHeight: 48, gap: 1 }}>
            <LogoutOutlined fontSize="small" aria-hidden />
            Log out
          </ListItemButton>
        </ListItem>
      </List>
    </Drawer>
  );
}

/**
 * While another page's loader is at work, the page before stays and a bar along the foot of the top
 * bar says another is coming (the board says so itself when only its query changes).
 */
function PageLoading() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  if (navigation.state !== 'loading' || navigation.location.pathname === pathname) return null;
  return (
    <>
      <LinearProgress aria-label="Loading the page" sx={{ position: 'absolute', left: 0, right: 0, bottom: 0 }} />
      <Box role="status" sx={visuallyHidden}>
        Loading the page…
      </Box>
    </>
  );
}

/** The console's frame: its top bar with the sections, who is logged in (a link to their account) and 'Log out', then the page. */
function ConsoleLayout() {
  const me = useLoaderData<ConsoleMeAnswer>();
  const navigate = useNavigate();
  const location = useLocation();
  const [loggingOut, setLoggingOut] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  // Seven sections, the name and 'Log out' need a wide bar: narrower, they go into one menu.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  // A window widened past the menu's width shows the sections in the bar: the menu is done.
  useEffect(() => {
    if (!narrow) setMenuOpen(false);
  }, [narrow]);
  const here = useRef('');
  here.current = `${location.pathname}${location.search}`;

  // Any call that finds the session gone (idle, expired, ended by an admin) comes back here after a login.
  useEffect(() => {
    onSessionEnded(() => {
      void navigate(loginHref(here.current, 'expired'), { replace: true });
    });
    return () => onSessionEnded(null);
  }, [navigate]);

  const logOut = async () => {
    setLoggingOut(true);
    try {
      await consoleLogout();
    } catch {
      // The cookie is httpOnly: the server ends it; a failed call still leaves this page for the login.
    }
    rememberSignedIn(false);
    void navigate(loginHref(null, 'logged-out'), { replace: true });
  };

  return (
    <StaffContext value={me}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppBar position="sticky" component="header" elevation={1}>
        <Toolbar sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
          {narrow && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label="Menu"
              aria-controls={MENU_ID}
              aria-expanded={menuOpen}
              aria-haspopup="dialog"
              onClick={() => setMenuOpen(true)}
              sx={{ mr: -1 }}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Link
            component={RouterLink}
            to={CONSOLE_PATHS.board}
            color="inherit"
            underline="none"
            variant="h6"
            sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
          >
            Crestline Console
          </Link>
          {!narrow && (
            <>
              <ConsoleNav me={me} />
              <Box sx={{ flexGrow: 1 }} />
              <Link
                component={RouterLink}
                to={CONSOLE_PATHS.account}
                aria-label={`Your account: ${me.staff.name} · ${ROLE_LABELS[me.staff.role]}`}
                color="inherit"
                variant="body2"
                aria-current={location.pathname === CONSOLE_PATHS.account ? 'page' : undefined}
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
              >
                <AccountCircleOutlined fontSize="small" aria-hidden />
                {me.staff.name} · {ROLE_LABELS[me.staff.role]}
              </Link>
              <Button
                color="inherit"
                variant="outlined"
                size="small"
                startIcon={<LogoutOutlined />}
                onClick={() => void logOut()}
                disabled={loggingOut}
              >
                Log out
              </Button>
            </>
          )}
        </Toolbar>
        <PageLoading />
      </AppBar>
      {narrow && (
        <ConsoleMenu
          me={me}
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          onLogOut={() => void logOut()}
          loggingOut={loggingOut}
        />
      )}
      <Container component="main" id="main" tabIndex={-1} maxWidth={false} sx={{ py: { xs: 2, sm: 3 }, px: { xs: 1, sm: 3 } }}>
        <Outlet />
      </Container>
    </StaffContext>
  );
}

export const Component = withMuiTheme(ConsoleLayout);

/** Who is logged in could not be asked (the server is down or unreachable): say so, and offer to ask again. */
function ConsoleLoadError() {
  const error = useRouteError();
  return (
    <Container component="main" id="main" maxWidth="sm" sx={{ py: 6 }}>
      <title>Console unavailable — Crestline Console</title>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        The console could not be loaded
      </Typography>
      <LoadError
        error={{ status: 0, message: error instanceof Error ? error.message : 'Unexpected error. Please try again.' }}
        onRetry={() => window.location.reload()}
      />
    </Container>
  );
}

export const ErrorBoundary = withMuiTheme(ConsoleLoadError);

/** An address under /console that names no page. */
function ConsoleNotFound() {
  return (
    <Box sx={{ py: 4 }}>
      <title>Page not found — Crestline Console</title>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        This page does not exist
      </Typography>
      <Button component={RouterLink} to={CONSOLE_PATHS.board} variant="contained">
        Go to the orders
      </Button>
    </Box>
  );
}

export { ConsoleNotFound };
