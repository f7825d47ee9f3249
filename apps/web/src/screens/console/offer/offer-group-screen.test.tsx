// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OfferGroupAnswer, StaffRole } from '@portal/domain';
import { renderApp } from '../../../../test-support/app';
import { HARBOR_OFFER, offerGroup } from '../../../../test-support/offer';
import { meAs, mockConsole, warmConsoleScreens, type ConsoleRoutes } from '../../../../test-support/console';

beforeAll(async () => {
  await warmConsoleScreens();
  await import('./offer-group-screen');
}, 120_000);

afterEach(() => {
  vi.useRealTimers();
});

function serve(role: StaffRole, answer: OfferGroupAnswer = offerGroup(), extra: ConsoleRoutes = {}) {
  return mockConsole({ 'GET /api/console/me': { body: meAs(role) }, [`GET ${HARBOR_OFFER}`]: { body: answer }, ...extra });
}

const draftTable = () => screen.findByRole('table', { name: 'What publishing the draft changes' });
const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

describe("a group's catalogue page", () => {
  it('shows the draft as the difference, the versions with their states and the latest changes', async () => {
    serve('admin');
    renderApp('/console/catalogue/harbor');
    const rows = within(await draftTable()).getAllByRole('row');
    expect(document.title).toBe('Harbor Point Auto Group — Catalogue — Crestline Console');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      'Item HP-W01Price (Large)$74.99 → $79.99',
      'Item HP-W01NameHarbor Point Ladies Crew Polo → Harbor Ladies Polo',
    ]);
    expect(screen.getByText(/last changed by lena.morrow@crestline.example on Nov 20, 2026, 11:30 AM EST/)).toBeDefined();
    const versions = rowsOf('Versions, newest first');
    expect(versions.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['Scheduled', 'Live', 'Past']);
    expect(within(versions[0]!).getByRole('button', { name: 'Withdraw version 5' })).toBeDefined();
    expect(within(versions[1]!).queryByRole('button')).toBeNull();
    expect(within(versions[2]!).getByRole('button', { name: 'Roll back to version 3' }).textContent).toBe('Roll back to this');
    expect(versions[2]!.textContent).toContain('loaded from the files');
    const audit = rowsOf('Recent changes, newest first');
    expect(audit[0]!.textContent).toBe(
      'Nov 20, 2026, 11:30 AM ESTlena.morrow@crestline.exampleChanged the draft—Item HP-W01, Price (Large): $74.99 → $79.99',
    );
    expect(audit[1]!.textContent).toContain('Published4');
  });

  it('warns when a version was published after the draft was started', async () => {
    const answer = offerGroup();
    serve('admin', { ...answer, draft: { ...answer.draft!, base_version: 3 } });
    renderApp('/console/catalogue/harbor');
    await draftTable();
    expect(screen.getByText(/^Version 5 was published after this draft was started from version 3\./)).toBeDefined();
  });

  it('does not warn when the draft was started from the newest version', async () => {
    const answer = offerGroup();
    serve('admin', { ...answer, draft: { ...answer.draft!, base_version: 5 } });
    renderApp('/console/catalogue/harbor');
    await draftTable();
    expect(screen.queryByText(/was published after this draft was started/)).toBeNull();
  });

  it('publishes now, reads the page again and says which version is live', async () => {
    let published = false;
    const server = serve('rep', undefined, {
      [`GET ${HARBOR_OFFER}`]: () => ({ body: published ? offerGroup({ draft: null, live_version: 6 }) : offerGroup() }),
      [`POST ${HARBOR_OFFER}/publish`]: () => {
        published = true;
        return { body: { version: 6 } };
      },
    });
    renderApp('/console/catalogue/harbor');
    await draftTable();
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    expect((await screen.findByText(/Version 6 is live/)).textContent).toBe(
      'Version 6 is live: buyers see it at their next page load.',
    );
    expect(server.callsTo('POST', `${HARBOR_OFFER}/publish`).map((call) => call.body)).toEqual([{ at: null }]);
    expect(server.callsTo('GET', HARBOR_OFFER)).toHaveLength(2);
    expect(screen.getByText(/No draft: the catalogue is as version 6 has it/)).toBeDefined();
  });

  it("shows the server's refusal of a publish and the draft's problems", async () => {
    const refusal = 'Version 5 goes live at Dec 1, 2026, 9:00 AM EST; publish after it, or withdraw it first.';
    const answer = offerGroup();
    answer.draft!.problems = [
      'items [3] HP-W01.sizes.Huge: unknown size',
      'group stores.0.code: a store code is 6 capital letters or digits',
    ];
    serve('admin', answer, { [`POST ${HARBOR_OFFER}/publish`]: { status: 409, body: { code: 'CONFLICT', message: refusal } } });
    renderApp('/console/catalogue/harbor');
    await draftTable();
    const problems = screen.getByText(/cannot be published until/).closest('[role="alert"]')!;
    expect(
      within(problems as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(answer.draft!.problems);
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText(refusal)).toBeDefined();
  });

  it('lists what the checks warn of beside the draft, with publishing still offered', async () => {
    const warning = 'Summit Ridge Mazda of Aspen Hollow (SRMZ01) is listed without an address. Add it when it is known.';
    serve('admin', offerGroup({ warnings: [warning] }));
    renderApp('/console/catalogue/harbor');
    await draftTable();
    const notice = screen.getByText(/do not stop a publish/).closest('[role="alert"]') as HTMLElement;
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([warning]);
    expect(screen.queryByText(/cannot be published until/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Publish now' })).toBeDefined();
  });

  it('lists the warnings of the live version when there is no draft', async () => {
    const warning = 'Summit Ridge Mazda of Aspen Hollow (SRMZ01) is listed without an address. Add it when it is known.';
    serve('admin', offerGroup({ draft: null, warnings: [warning] }));
    renderApp('/console/catalogue/harbor');
    expect(await screen.findByText(warning)).toBeDefined();
  });

  it("publishes at a time typed in the provider's zone, sent with its offset; a time gone by is refused first", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 27, 15) });
    const server = serve('admin', undefined, { [`POST ${HARBOR_OFFER}/publish`]: { body: { version: 6 } } });
    renderApp('/console/catalogue/harbor');
    await draftTable();
    fireEvent.click(screen.getByRole('button', { name: 'Publish at…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish the draft at a set time' });
    const field = within(dialog).getByLabelText(/Goes live at/);
    fireEvent.change(field, { target: { value: '2026-11-26T09:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set the time' }));
    expect(within(dialog).getByRole('alert').textContent).toBe("Choose a time to come: 'Publish now' publishes at once.");
    fireEvent.change(field, { target: { value: '2026-12-04T09:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set the time' }));
    expect(await screen.findByText('Version 6 goes live at Dec 4, 2026, 9:30 AM EST.')).toBeDefined();
    expect(server.callsTo('POST', `${HARBOR_OFFER}/publish`).map((call) => call.body)).toEqual([
      { at: '2026-12-04T09:30:00-05:00' },
    ]);
  });

  it('discards the draft once confirmed', async () => {
    const server = serve('admin', undefined, { [`DELETE ${HARBOR_OFFER}/draft`]: { status: 204 } });
    renderApp('/console/catalogue/harbor');
    await draftTable();
    fireEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard the draft?' });
    expect(dialog.textContent).toContain('Its 2 changes are dropped');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard the draft' }));
    expect(await screen.findByText('The draft was discarded: the catalogue stays as published.')).toBeDefined();
    expect(server.callsTo('DELETE', `${HARBOR_OFFER}/draft`)).toHaveLength(1);
  });

  it('rolls back to a past version and withdraws one set for later, each once confirmed', async () => {
    const server = serve('admin', undefined, {
      [`POST ${HARBOR_OFFER}/versions/3/rollback`]: { body: { version: 6 } },
      [`DELETE ${HARBOR_OFFER}/versions/5`]: { status: 204 },
    });
    renderApp('/console/catalogue/harbor');
    await draftTable();
    fireEvent.click(screen.getByRole('button', { name: 'Roll back to version 3' }));
    const rollback = await screen.findByRole('dialog', { name: 'Roll back to version 3?' });
    expect(rollback.textContent).toContain("Version 3's catalogue is published again, now, as version 6");
    fireEvent.click(within(rollback).getByRole('button', { name: 'Roll back to version 3' }));
    expect(await screen.findByText(/Version 6 is live, with version 3's catalogue/)).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw version 5' }));
    const withdraw = await screen.findByRole('dialog', { name: 'Withdraw version 5?' });
    expect(withdraw.textContent).toContain('will not go live at Dec 1, 2026, 9:00 AM EST');
    fireEvent.click(within(withdraw).getByRole('button', { name: 'Withdraw version 5' }));
    expect(await screen.findByText('Version 5 was withdrawn: it will not go live.')).toBeDefined();
    expect(server.callsTo('POST', `${HARBOR_OFFER}/versions/3/rollback`)).toHaveLength(1);
    expect(server.callsTo('DELETE', `${HARBOR_OFFER}/versions/5`)).toHaveLength(1);
  });

  it('shows everything read only to a viewer', async () => {
    serve('viewer', offerGroup({ may_edit: false }));
    renderApp('/console/catalogue/harbor');
    await draftTable();
    expect(screen.getByRole('note').textContent).toContain('changing and publishing it needs an admin or one of its reps');
    for (const name of ['Publish now', 'Publish at…', 'Discard draft', 'Roll back to version 3', 'Withdraw version 5'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getByRole('link', { name: 'See the items' }).getAttribute('href')).toBe('/console/catalogue/harbor/items');
  });

  it("says why another group's rep may not open it", async () => {
    serve('rep', undefined, {
      [`GET ${HARBOR_OFFER}`]: {
        status: 403,
        body: { code: 'FORBIDDEN', message: 'You do not work for Harbor Point Auto Group.' },
      },
    });
    renderApp('/console/catalogue/harbor');
    expect((await screen.findByRole('alert')).textContent).toBe('You do not work for Harbor Point Auto Group.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
