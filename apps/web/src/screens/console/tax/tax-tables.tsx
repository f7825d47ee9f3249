import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ConsoleTaxSettingsAnswer, TaxSettingsVersion } from '@portal/domain';
import { NONE, useConsoleTimes } from '../console-format';
import { Cards, ConsoleTable, Empty, Facts, usePhone } from '../console-table';
import { exemptWords, percent, stateName, zipRateWords, type ListedState } from './tax-draft';

/** A titled part of the page, a region named by its title. */
export function TaxSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 1.5, sm: 2.5 }, mb: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

/** A list of short lines in a cell, or '—' when there is none. */
function Lines({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return <>{NONE}</>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </Box>
  );
}

/** Given to staff who may change the settings: a state's 'Edit' and 'Remove'. */
export interface StateActions {
  onEdit: (state: ListedState) => void;
  onRemove: (state: ListedState) => void;
}

function StateButtons({ state, actions }: { state: ListedState; actions: StateActions }) {
  const name = stateName(state.state);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant="outlined"
        aria-haspopup="dialog"
        aria-label={`Edit ${name}`}
        onClick={() => actions.onEdit(state)}
      >
        Edit
      </Button>
      <Button size="small" color="error" aria-label={`Remove ${name}`} onClick={() => actions.onRemove(state)}>
        Remove
      </Button>
    </Box>
  );
}

const yesNo = (yes: boolean) => (yes ? 'Yes' : 'No');

/** The states where tax is charged: a table, or a card each on a phone. */
export function StatesTable({ states, actions }: { states: readonly ListedState[]; actions: StateActions | null }) {
  const phone = usePhone();
  if (states.length === 0) return <Empty>No state is set: no sales tax is charged on any order.</Empty>;
  const label = 'States where sales tax is charged';
  if (phone) {
    return (
      <Cards label={label} rows={states} rowKey={(state) => state.state}>
        {(state) => (
          <>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {stateName(state.state)}
            </Typography>
            <Facts
              sx={{ my: 1 }}
              items={[
                ['Rate', percent(state.rate_thousandths)],
                ['ZIP prefix rates', <Lines key="zip" lines={zipRateWords(state)} />],
                ['Freight taxed', yesNo(state.freight_taxed)],
                ['Categories not taxed', <Lines key="types" lines={exemptWords(state)} />],
              ]}
            />
            {actions && <StateButtons state={state} actions={actions} />}
          </>
        )}
      </Cards>
    );
  }
  return (
    <ConsoleTable
      label={label}
      inSection
      rows={states}
      rowKey={(state) => state.state}
      columns={[
        { header: 'State', rowHeader: true, cell: (state) => stateName(state.state) },
        { header: 'Rate', kind: 'money', cell: (state) => percent(state.rate_thousandths) },
        { header: 'ZIP prefix rates', kind: 'nowrap', cell: (state) => <Lines lines={zipRateWords(state)} /> },
        { header: 'Freight taxed', cell: (state) => yesNo(state.freight_taxed) },
        { header: 'Categories not taxed', cell: (state) => <Lines lines={exemptWords(state)} /> },
        !!actions && { header: 'Actions', headerHidden: true, cell: (state) => <StateButtons state={state} actions={actions} /> },
      ]}
    />
  );
}

/** The version in force: its number, who saved it and when, its note. */
export function InForce({ current }: { current: ConsoleTaxSettingsAnswer['current'] }) {
  const times = useConsoleTimes();
  if (current.version === 0 || current.saved_at === null) {
    return <Empty>No version was saved yet.</Empty>;
  }
  return (
    <Facts
      columns={{ xs: 'minmax(5rem, auto) 1fr' }}
      items={[
        ['Version', String(current.version)],
        ['Saved', `${times.dateTime(current.saved_at)} by ${current.saved_by ?? 'system'}`],
        ['Note', current.note || NONE],
      ]}
    />
  );
}

/** The versions before the one in force, newest first. */
export function EarlierVersions({ versions }: { versions: readonly TaxSettingsVersion[] }) {
  const times = useConsoleTimes();
  const phone = usePhone();
  const label = 'Earlier versions';
  if (versions.length === 0) return <Empty>No earlier version.</Empty>;
  if (phone) {
    return (
      <Cards label={label} rows={versions} rowKey={(version) => String(version.version)}>
        {(version) => (
          <Facts
            items={[
              ['Version', String(version.version)],
              ['Saved', times.dateTime(version.saved_at)],
              ['By', version.saved_by],
              ['Note', version.note || NONE],
            ]}
          />
        )}
      </Cards>
    );
  }
  return (
    <ConsoleTable
      label={label}
      inSection
      rows={versions}
      rowKey={(version) => String(version.version)}
      columns={[
        { header: 'Version', rowHeader: true, cell: (version) => version.version },
        { header: 'Saved', kind: 'nowrap', cell: (version) => times.dateTime(version.saved_at) },
        { header: 'By', cell: (version) => version.saved_by },
        { header: 'Note', cell: (version) => version.note || NONE },
      ]}
    />
  );
}
