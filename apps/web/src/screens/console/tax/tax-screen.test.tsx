// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleTaxSettingsAnswer, ConsoleTaxSettingsSaveBody, StaffRole } from '@portal/domain';
import { renderApp } from '../../../../test-support/app';
import { viewport } from '../../../../test-support/browser';
import { meAs, mockConsole, warmConsoleScreens, type ConsoleRoutes } from '../../../../test-support/console';
import { NOTE_PROBLEM, SAVED_MEANWHILE } from './tax-screen';
import { PREFIX_PROBLEM, RATE_PROBLEM, type ListedState } from './tax-draft';

beforeAll(async () => {
  await warmConsoleScreens();
  await import('./tax-screen');
}, 120_000);

const URL_PATH = '/api/console/tax-settings';
const OHIO: ListedState = {
  state: 'OH',
  rate_thousandths: 5_750,
  freight_taxed: true,
  exempt_types: [],
  zip_rates: [{ prefix: '432', rate_thousandths: 7_500 }],
};
const PENNSYLVANIA: ListedState = {
  state: 'PA',
  rate_thousandths: 6_000,
  freight_taxed: false,
  exempt_types: ['mens', 'womens', 'tshirts'],
  zip_rates: [],
};

/** Version 3 in force, saved by the accounts member on Nov 2, 2026; two versions before it. */
function settings(patch: Partial<ConsoleTaxSettingsAnswer['current']> = {}): ConsoleTaxSettingsAnswer {
  return {
    current: {
      version: 3,
      settings: { states: structuredClone([OHIO, PENNSYLVANIA]) },
      saved_at: Date.UTC(2026, 10, 2, 15, 30),
      saved_by: 'rosalind.achebe@crestline.example',
      note: 'Columbus rate from Nov 1',
      ...patch,
    },
    earlier: [
      { version: 2, saved_at: Date.UTC(2026, 9, 1, 14), saved_by: 'admin@crestline.example', note: 'Pennsylvania added' },
      { version: 1, saved_at: Date.UTC(2026, 8, 1, 14), saved_by: 'system', note: '' },
    ],
  };
}

function serve(role: StaffRole, routes: ConsoleRoutes = {}) {
  return mockConsole({
    'GET /api/console/me': { body: meAs(role) },
    [`GET ${URL_PATH}`]: { body: settings() },
    ...routes,
  });
}

const change = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const statesTable = () => screen.getByRole('table', { name: 'States where sales tax is charged' });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

async function openTax() {
  renderApp('/console/tax');
  return screen.findByRole('heading', { level: 1, name: 'Sales tax' });
}

describe('the sales tax screen', () => {
  it.each(['rep', 'viewer'] as const)(
    'shows a %s the version in force, its states and the earlier versions, changing nothing',
    async (role) => {
      serve(role);
      await openTax();
      expect(document.title).toBe('Sales tax — Crestline Console');
      const nav = screen.getByRole('navigation', { name: 'Console' });
      expect(within(nav).getByRole('link', { name: 'Sales tax' }).getAttribute('aria-current')).toBe('page');
      const inForce = within(screen.getByRole('region', { name: 'Version in force' }));
      expect(inForce.getByText('Saved').nextElementSibling!.textContent).toBe(
        'Nov 2, 2026, 10:30 AM EST by rosalind.achebe@crestline.example',
      );
      expect(inForce.getByText('Columbus rate from Nov 1')).toBeDefined();
      expect(rowsOf(statesTable())).toEqual([
        ['Ohio (OH)', '5.75 %', '432: 7.5 %', 'Yes', '—'],
        ['Pennsylvania (PA)', '6 %', '—', 'No', 'MensWomensT-Shirts'],
      ]);
      expect(rowsOf(screen.getByRole('table', { name: 'Earlier versions' }))).toEqual([
        ['2', 'Oct 1, 2026, 10:00 AM EDT', 'admin@crestline.example', 'Pennsylvania added'],
        ['1', 'Sep 1, 2026, 10:00 AM EDT', 'system', '—'],
      ]);
      expect(
        screen.getByText('You can read the tax settings here; changing them needs an admin or the accounts role.'),
      ).toBeDefined();
      expect(screen.queryByRole('button', { name: 'Add a state' })).toBeNull();
      expect(screen.queryByRole('button', { name: /^(Edit|Remove) / })).toBeNull();
    },
  );

  it('says when no state is set and no version was saved', async () => {
    serve('admin', {
      [`GET ${URL_PATH}`]: {
        body: { current: { version: 0, settings: { states: [] }, saved_at: null, saved_by: null, note: '' }, earlier: [] },
      },
    });
    await openTax();
    expect(screen.getByText('No state is set: no sales tax is charged on any order.')).toBeDefined();
    expect(screen.getByText('No version was saved yet.')).toBeDefined();
    expect(screen.getByText('No earlier version.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Add a state' })).toBeDefined();
  });

  it("says a failed read, and reads again on 'Try again'", async () => {
    let calls = 0;
    serve('viewer', {
      [`GET ${URL_PATH}`]: () =>
        ++calls === 1
          ? { status: 503, body: { code: 'UNAVAILABLE', message: 'The tax settings could not be loaded.' } }
          : { body: settings() },
    });
    await openTax();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The tax settings could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'States where sales tax is charged' })).toBeDefined();
  });

  it('adds a state, saying a wrong rate and ZIP prefix at their fields, and saves it as the next version with the version seen', async () => {
    const saved: ConsoleTaxSettingsSaveBody[] = [];
    let answer = settings();
    const server = serve('accounts', {
      [`GET ${URL_PATH}`]: () => ({ body: answer }),
      [`PUT ${URL_PATH}`]: (call) => {
        const body = call.body as ConsoleTaxSettingsSaveBody;
        saved.push(body);
        answer = settings({ version: 4, settings: body.settings, note: body.note, saved_at: Date.UTC(2026, 10, 20, 15) });
        return { body: answer };
      },
    });
    await openTax();
    fireEvent.click(screen.getByRole('button', { name: 'Add a state' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a state' }));
    const state = dialog.getByRole('combobox', { name: 'State' });
    // A state listed already is not offered again.
    expect(within(state).queryByRole('option', { name: 'Ohio (OH)' })).toBeNull();
    change(state, 'NV');
    change(dialog.getByRole('textbox', { name: 'Rate' }), '6.8555');
    fireEvent.click(dialog.getByRole('button', { name: 'Add a ZIP prefix rate' }));
    const prefix = dialog.getByRole('textbox', { name: 'ZIP prefix 1' });
    expect(document.activeElement).toBe(prefix);
    change(prefix, '89');
    change(dialog.getByRole('textbox', { name: 'Rate for ZIP prefix 1' }), '8.375');
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Hats' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Add the state' }));
    expect(dialog.getByText(RATE_PROBLEM)).toBeDefined();
    expect(dialog.getByRole('textbox', { name: 'Rate' }).getAttribute('aria-invalid')).toBe('true');
    expect(dialog.getByText(PREFIX_PROBLEM)).toBeDefined();
    expect(dialog.getByRole('alert').textContent).toBe('Some fields need a change: each says why.');
    change(dialog.getByRole('textbox', { name: 'Rate' }), '6.85');
    change(prefix, '891');
    fireEvent.click(dialog.getByRole('switch', { name: 'Freight is taxed' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Add the state' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByText('Nevada (NV) is added: save the changes as version 4 for tax to be charged there.'),
    ).toBeDefined();
    expect(rowsOf(statesTable()).at(-1)).toEqual(['Nevada (NV)', '6.85 %', '891: 8.375 %', 'No', 'Hats', 'EditRemove']);
    expect(server.callsTo('PUT', URL_PATH)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Save as version 4' }));
    expect(screen.getByText(NOTE_PROBLEM)).toBeDefined();
    expect(server.callsTo('PUT', URL_PATH)).toHaveLength(0);
    change(screen.getByRole('textbox', { name: 'Note' }), ' Nevada from Dec 1 ');
    fireEvent.click(screen.getByRole('button', { name: 'Save as version 4' }));
    expect(
      await screen.findByText('The tax settings were saved as version 4: orders are charged by them from now on.'),
    ).toBeDefined();
    expect(saved).toEqual([
      {
        settings: {
          states: [
            OHIO,
            PENNSYLVANIA,
            {
              state: 'NV',
              rate_thousandths: 6_850,
              freight_taxed: false,
              exempt_types: ['hat'],
              zip_rates: [{ prefix: '891', rate_thousandths: 8_375 }],
            },
          ],
        },
        note: 'Nevada from Dec 1',
        version_seen: 3,
      },
    ]);
    const inForce = within(screen.getByRole('region', { name: 'Version in force' }));
    expect(inForce.getByText('Version').nextElementSibling!.textContent).toBe('4');
    expect(screen.queryByText('Changes not saved yet')).toBeNull();
  });

  it('edits and removes states in the draft; a 409 reads the settings again and says someone saved meanwhile', async () => {
    let calls = 0;
    const server = serve('admin', {
      [`GET ${URL_PATH}`]: () => ({
        body:
          ++calls === 1
            ? settings()
            : settings({ version: 4, note: 'Kansas added', settings: { states: structuredClone([OHIO]) } }),
      }),
      [`PUT ${URL_PATH}`]: {
        status: 409,
        body: {
          code: 'CONFLICT',
          message: 'Someone saved the tax settings meanwhile. Reload them, check their change, and save yours again.',
        },
      },
    });
    await openTax();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Ohio (OH)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Ohio (OH)' }));
    expect(dialog.queryByRole('combobox', { name: 'State' })).toBeNull();
    expect(dialog.getByRole('textbox', { name: 'Rate' })).toHaveProperty('value', '5.75');
    fireEvent.click(dialog.getByRole('button', { name: 'Remove ZIP prefix 1 (432)' }));
    change(dialog.getByRole('textbox', { name: 'Rate' }), '21');
    fireEvent.click(dialog.getByRole('button', { name: 'Keep the change' }));
    expect(dialog.getByText(RATE_PROBLEM)).toBeDefined();
    change(dialog.getByRole('textbox', { name: 'Rate' }), '5.8');
    fireEvent.click(dialog.getByRole('button', { name: 'Keep the change' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Remove Pennsylvania (PA)' }));
    expect(
      await screen.findByText('Pennsylvania (PA) is taken out: save the changes as version 4 for it to count.'),
    ).toBeDefined();
    expect(rowsOf(statesTable())).toEqual([['Ohio (OH)', '5.8 %', '—', 'Yes', '—', 'EditRemove']]);

    change(screen.getByRole('textbox', { name: 'Note' }), 'Ohio lowered');
    fireEvent.click(screen.getByRole('button', { name: 'Save as version 4' }));
    expect(await screen.findByText(SAVED_MEANWHILE)).toBeDefined();
    expect((server.callsTo('PUT', URL_PATH)[0]!.body as ConsoleTaxSettingsSaveBody).version_seen).toBe(3);
    expect(server.callsTo('GET', URL_PATH)).toHaveLength(2);
    // The settings as they are now, the draft gone with the version it was made on.
    expect(rowsOf(statesTable())).toEqual([['Ohio (OH)', '5.75 %', '432: 7.5 %', 'Yes', '—', 'EditRemove']]);
    expect(screen.getByRole('button', { name: 'Add a state' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Save as version 5' })).toBeNull();
  });

  it("shows the server's refusal beside the save, keeping the draft", async () => {
    serve('admin', {
      [`PUT ${URL_PATH}`]: { status: 400, body: { code: 'INVALID_INPUT', message: 'OH rate: a rate cannot be over 20 %.' } },
    });
    await openTax();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ohio (OH)' }));
    change(screen.getByRole('textbox', { name: 'Note' }), 'Ohio out');
    fireEvent.click(screen.getByRole('button', { name: 'Save as version 4' }));
    expect((await screen.findByText('OH rate: a rate cannot be over 20 %.')).closest('[role="alert"]')).not.toBeNull();
    expect(rowsOf(statesTable())).toEqual([['Pennsylvania (PA)', '6 %', '—', 'No', 'MensWomensT-Shirts', 'EditRemove']]);
    fireEvent.click(screen.getByRole('button', { name: 'Discard the changes' }));
    expect(await screen.findByText('The changes were discarded: the table shows the version in force.')).toBeDefined();
    expect(rowsOf(statesTable())).toHaveLength(2);
  });

  it('shows a card per state on a phone, with its buttons', async () => {
    viewport('phone');
    serve('admin');
    await openTax();
    const cards = [...screen.getByRole('list', { name: 'States where sales tax is charged' }).children] as HTMLElement[];
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'Ohio (OH)' })).toBeDefined();
    expect(within(cards[0]!).getByText('432: 7.5 %')).toBeDefined();
    expect(within(cards[0]!).getByRole('button', { name: 'Edit Ohio (OH)' })).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
