// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { holdWords, REMINDED_RECENTLY } from '@portal/domain';
import { renderApp } from '../../../../test-support/app';
import { consoleApproval, meAs, mockConsole, ORDER_ID, orderDetail, warmConsoleScreens } from '../../../../test-support/console';

const ORDER_PATH = `/api/console/orders/${ORDER_ID}`;
const approvalHold = {
  id: '5d0c2a7e-1b3f-4c8d-9e6a-2f4b6d8a0c1e',
  reason: 'approval' as const,
  ...holdWords('approval'),
  opened_at: Date.UTC(2026, 10, 20, 15, 30),
  note: null,
  release_roles: [],
};

async function openApproval() {
  renderApp(`/console/orders/${ORDER_ID}`);
  await screen.findByRole('heading', { level: 1, name: 'Order CB-100042' });
  return screen.findByRole('region', { name: 'Approval' });
}

beforeAll(warmConsoleScreens, 120_000);

describe("an order's approval on its page", () => {
  it('says who is asked and why, how often reminded, and reminds the approver at a rep’s click', async () => {
    let reminded = 0;
    const server = mockConsole({
      'GET /api/console/me': { body: meAs('rep') },
      [`GET ${ORDER_PATH}`]: () => ({
        body: { ...orderDetail('received', { holds: [approvalHold] }), approval: consoleApproval({ reminded_count: reminded }) },
      }),
      [`POST ${ORDER_PATH}/approval/remind`]: () => {
        reminded += 1;
        return { body: consoleApproval({ reminded_count: reminded }) };
      },
    });
    const region = await openApproval();
    expect(within(region).getByText('Waiting for approval by Renata Okafor')).toBeDefined();
    expect(within(region).getByText('Renata Okafor, then Marcus Oyelaran')).toBeDefined();
    expect(within(region).getByText('Over the order total that needs approval')).toBeDefined();
    expect(within(region).getByText('0')).toBeDefined();
    // The hold says who decides, and staff get no Release button for it.
    const holds = screen.getByRole('region', { name: 'On hold' });
    expect(within(holds).queryAllByRole('button')).toEqual([]);
    fireEvent.click(within(region).getByRole('button', { name: 'Remind the approver' }));
    expect(await screen.findByText('The approver of order CB-100042 was reminded by e-mail.')).toBeDefined();
    expect(server.callsTo('POST', `${ORDER_PATH}/approval/remind`)).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Approval' })).getByText('1')).toBeDefined();
  });

  it('says why a reminder was refused beside the button', async () => {
    mockConsole({
      'GET /api/console/me': { body: meAs('admin') },
      [`GET ${ORDER_PATH}`]: { body: { ...orderDetail('received'), approval: consoleApproval() } },
      [`POST ${ORDER_PATH}/approval/remind`]: { status: 429, body: { message: REMINDED_RECENTLY(42), code: 'RATE_LIMITED' } },
    });
    const region = await openApproval();
    fireEvent.click(within(region).getByRole('button', { name: 'Remind the approver' }));
    const said = await within(region).findByText(REMINDED_RECENTLY(42));
    expect(said.getAttribute('role')).toBe('alert');
  });

  it('shows a viewer the approval without the button, and how a decided one ended', async () => {
    mockConsole({
      'GET /api/console/me': { body: meAs('viewer') },
      [`GET ${ORDER_PATH}`]: {
        body: {
          ...orderDetail('cancelled'),
          approval: consoleApproval({
            status: 'rejected',
            status_text: 'Rejected by Renata Okafor: Bought centrally',
            decided_at: Date.UTC(2026, 10, 21, 10),
            decider: 'approver',
            decided_by: 'Renata Okafor',
            reason: 'Bought centrally',
          }),
        },
      },
    });
    const region = await openApproval();
    expect(within(region).getByText('Rejected by Renata Okafor: Bought centrally')).toBeDefined();
    expect(within(region).getByText('Bought centrally')).toBeDefined();
    expect(within(region).queryByRole('button')).toBeNull();
  });
});
