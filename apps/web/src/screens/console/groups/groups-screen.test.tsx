// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleGroupGlance, ConsoleGroupsAnswer } from '@portal/domain';
import { renderApp } from '../../../../test-support/app';
import { meAs, mockConsole, warmConsoleScreens } from '../../../../test-support/console';

beforeAll(async () => {
  await warmConsoleScreens();
  await import('./groups-screen');
}, 120_000);

function glance(key: string, title: string, patch: Partial<ConsoleGroupGlance> = {}): ConsoleGroupGlance {
  return {
    key,
    title,
    route_prefix: key,
    logo_url: `/images/${key}_logo.png`,
    stores: [{ code: 'HPFD01', name: 'Harbor Point Ford', address: '410 Quay Street', has_password: true }],
    account_reps: [{ name: 'Dana Whitlock', phone: '(555) 010-0142' }],
    staff_reps: [],
    email_recipients: ['orders.harbor@crestline.example'],
    flags: {
      password: true,
      paypal: false,
      bypass_codes: 3,
      company_minimum: true,
      image_preview: true,
      modification_thumbnail: true,
      logo_preview: false,
    },
    price_list: null,
    items: 120,
    today: { orders: 1, total_cents: 4_500 },
    this_month: { orders: 4, total_cents: 98_000 },
    ...patch,
  };
}

const ANSWER: ConsoleGroupsAnswer = {
  groups: [glance('guardian', 'Guardian Motor Group'), glance('harbor', 'Harbor Point Auto Group')],
  today: '2026-11-23',
};

describe('groups at a glance', () => {
  it('opens the group the address names, alone, beside the list of groups', async () => {
    mockConsole({ 'GET /api/console/me': { body: meAs('admin') }, 'GET /api/console/groups': { body: ANSWER } });
    renderApp('/console/groups/harbor');
    const opened = await screen.findByRole('heading', { level: 2, name: 'Harbor Point Auto Group' });
    expect(screen.getAllByRole('heading', { level: 2 })).toEqual([opened]);
    await waitFor(() => expect(document.activeElement).toBe(opened));
    const list = screen.getByRole('navigation', { name: 'Groups' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([expect.stringContaining('Guardian Motor Group'), expect.stringContaining('Harbor Point Auto Group')]);
    expect(within(list).getByRole('link', { current: 'page' }).getAttribute('href')).toBe('/console/groups/harbor');
    fireEvent.click(within(list).getByRole('link', { name: /Guardian Motor Group/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Guardian Motor Group' })).toBeDefined();
    expect(screen.queryByRole('heading', { level: 2, name: 'Harbor Point Auto Group' })).toBeNull();
  });

  it('explains every setting of the group beside its value', async () => {
    mockConsole({ 'GET /api/console/me': { body: meAs('rep') }, 'GET /api/console/groups': { body: ANSWER } });
    renderApp('/console/groups/harbor');
    const settings = await screen.findByRole('list', { name: 'Settings' });
    const items = within(settings).getAllByRole('listitem');
    expect(items).toHaveLength(Object.keys(ANSWER.groups[1]!.flags).length);
    for (const item of items) {
      const [name = ''] = (item.getAttribute('aria-label') ?? '').split(':');
      // Its name, its value, and a sentence on what it does.
      expect(item.textContent!.length, name).toBeGreaterThan(name.length + 40);
      expect(item.textContent, name).toMatch(/\.$/);
    }
    expect(within(settings).getByRole('listitem', { name: 'Modification thumbnail: On' }).textContent).toContain(
      'show each line as it will be made',
    );
    expect(within(settings).getByRole('listitem', { name: 'Bypass codes: 3 codes' })).toBeDefined();
    expect(within(settings).getByRole('listitem', { name: 'Logo preview: Off' })).toBeDefined();
  });

  it('shows the list alone at /console/groups, and no group opened', async () => {
    mockConsole({ 'GET /api/console/me': { body: meAs('rep') }, 'GET /api/console/groups': { body: ANSWER } });
    renderApp('/console/groups');
    expect(await screen.findByRole('navigation', { name: 'Groups' })).toBeDefined();
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    expect(screen.getByText(/Choose a group to see/)).toBeDefined();
  });

  it('says so when the address names a group the staff member does not see', async () => {
    mockConsole({ 'GET /api/console/me': { body: meAs('rep') }, 'GET /api/console/groups': { body: ANSWER } });
    renderApp('/console/groups/summit');
    expect((await screen.findByRole('alert')).textContent).toContain('No group ‘summit’ among the groups you see.');
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
  });
});
