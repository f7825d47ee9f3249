// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OfferPriceFileAnswer, StaffRole } from '@portal/domain';
import { renderApp } from '../../../../test-support/app';
import { HARBOR_OFFER, offerGroup } from '../../../../test-support/offer';
import { meAs, mockConsole, warmConsoleScreens, type ConsoleRoutes } from '../../../../test-support/console';

beforeAll(async () => {
  await warmConsoleScreens();
  await import('./offer-import-screen');
}, 120_000);

const CSV = 'code,size,price\nHP-W01,Large,79.99\nHP-W01,Huge,1\n';

function answer(patch: Partial<OfferPriceFileAnswer> = {}): OfferPriceFileAnswer {
  return {
    created: [],
    updated: [{ code: 'HP-W01', changes: [offerGroup().draft!.changes[0]!] }],
    unchanged: 40,
    wrong: [],
    applied: false,
    ...patch,
  };
}

function serve(role: StaffRole, extra: ConsoleRoutes = {}) {
  return mockConsole({
    'GET /api/console/me': { body: meAs(role) },
    [`GET ${HARBOR_OFFER}`]: { body: offerGroup({ may_edit: role === 'admin' || role === 'rep' }) },
    ...extra,
  });
}

async function choose(csv: string) {
  const input = (await screen.findByText('Choose a file and check it')).querySelector('input')!;
  fireEvent.change(input, { target: { files: [new File([csv], 'harbor.csv', { type: 'text/csv' })] } });
}

describe("a group's items and prices from a file", () => {
  it('checks the file first, names each wrong row by its line, and offers no apply', async () => {
    const server = serve('rep', {
      [`POST ${HARBOR_OFFER}/price-file`]: {
        body: answer({ wrong: [{ line: 3, code: 'HP-W01', reason: "unknown size 'Huge'" }] }),
      },
    });
    renderApp('/console/catalogue/harbor/import');
    await choose(CSV);
    const wrong = await screen.findByRole('table', { name: 'The wrong rows' });
    expect(within(wrong).getAllByRole('row')[1]!.textContent).toBe("3HP-W01unknown size 'Huge'");
    expect(screen.getByText('0 items created, 1 changed, 40 unchanged, 1 row wrong.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Apply to the draft' })).toBeNull();
    expect(server.callsTo('POST', `${HARBOR_OFFER}/price-file`).map((call) => call.body)).toEqual([
      { format: 'csv', file: CSV, apply: false },
    ]);
  });

  it('shows old → new, then applies the file to the draft', async () => {
    const server = serve('admin', {
      [`POST ${HARBOR_OFFER}/price-file`]: (call) => ({
        body: answer({ applied: (call.body as { apply: boolean }).apply }),
      }),
    });
    renderApp('/console/catalogue/harbor/import');
    expect((await screen.findByRole('link', { name: 'Download CSV' })).getAttribute('href')).toBe(
      '/api/console/offer/harbor/price-file/csv',
    );
    await choose(CSV);
    const changes = await screen.findByRole('table', { name: 'What the file changes' });
    expect(within(changes).getAllByRole('row')[1]!.textContent).toBe('HP-W01Price (Large)$74.99$79.99');
    fireEvent.click(screen.getByRole('button', { name: 'Apply to the draft' }));
    expect(await screen.findByText(/^Applied to the draft: 0 items created, 1 changed, 40 unchanged\./)).toBeDefined();
    expect(server.callsTo('POST', `${HARBOR_OFFER}/price-file`).map((call) => (call.body as { apply: boolean }).apply)).toEqual([
      false,
      true,
    ]);
  });

  it('offers a viewer the downloads only', async () => {
    serve('viewer');
    renderApp('/console/catalogue/harbor/import');
    expect(await screen.findByRole('note')).toBeDefined();
    expect(screen.queryByText('Choose a file and check it')).toBeNull();
    expect(screen.getByRole('link', { name: 'Download XLSX' })).toBeDefined();
  });
});
