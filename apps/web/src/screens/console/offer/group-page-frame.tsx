import type { ReactNode } from 'react';
import { Link as RouterLink, useLoaderData } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { OfferGroupAnswer } from '@portal/domain';
import type { Settled } from '../../../core/api/api-client';
import { CONSOLE_PATHS } from '../console-paths';
import { consoleTitle } from '../console-session';
import { LoadError, whenServerFailed } from '../load-error';

/**
 * A page of one group's catalogue (items, logos, settings): the way back to the group's page, then
 * the page, keyed by group so another group's starts afresh; or, when it could not be read, why,
 * under the page's name and a way back to every group's catalogue.
 */
export function GroupPageFrame<T extends { group: { key: string; title: string } }>({
  loaded,
  name,
  children,
}: {
  loaded: Settled<T>;
  /** The page's name, as its title and heading say it when it could not be read. */
  name: string;
  children: (answer: T) => ReactNode;
}) {
  const back = loaded.ok
    ? { to: CONSOLE_PATHS.catalogueGroup(loaded.answer.group.key), text: `${loaded.answer.group.title}: draft and versions` }
    : { to: CONSOLE_PATHS.catalogue, text: 'All groups’ catalogues' };
  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto' }}>
      <Link component={RouterLink} to={back.to} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
        <ArrowBack fontSize="small" aria-hidden />
        {back.text}
      </Link>
      {loaded.ok ? (
        <Box key={loaded.answer.group.key}>{children(loaded.answer)}</Box>
      ) : (
        <>
          <title>{consoleTitle(name)}</title>
          <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
            {name}
          </Typography>
          <LoadError error={loaded.error} retryWhen={whenServerFailed} />
        </>
      )}
    </Box>
  );
}

/**
 * The route component of a page of one group's catalogue: the frame, with the page once its
 * loader's answer is read.
 */
export function groupPage<T extends { group: { key: string; title: string } }>(
  name: string,
  Page: (props: { page: T }) => ReactNode,
) {
  return function GroupPage() {
    return (
      <GroupPageFrame loaded={useLoaderData<Settled<T>>()} name={name}>
        {(page) => <Page page={page} />}
      </GroupPageFrame>
    );
  };
}

/**
 * A group page's title and heading ('Logos of Harbor Point Motors'), and whose values it shows:
 * the draft's, or the live version's.
 */
export function GroupPageHeading({ group, name }: { group: OfferGroupAnswer; name: string }) {
  return (
    <>
      <title>{consoleTitle(`${name} — ${group.title}`)}</title>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {name} of {group.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2, maxWidth: '75ch' }}>
        {group.draft
          ? 'As the draft has them. Changes saved here go to the draft; buyers see them once it is published.'
          : `As version ${group.live_version} has them; a change saved here starts a draft.`}
      </Typography>
    </>
  );
}
