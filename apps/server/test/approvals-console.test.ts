import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  NOT_WAITING_FOR_APPROVAL,
  REMINDED_RECENTLY,
  type ConsoleBoardAnswer,
  type ConsoleOrderApproval,
  type ConsoleOrderDetailAnswer,
} from '@portal/domain';
import { auditLog, orderApprovals } from '../src/db/schema';
import { approvalEmails, waitingApproval, type WaitingApproval } from '../test-support/approvals';
import { loggedInStaff, placeTestOrder } from '../test-support/console';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

const NOW = new Date('2030-03-04T19:00:00Z');
const HOUR = 3_600_000;

describe.each(DATABASE_KINDS)("the console's view of approvals (%s)", (kind) => {
  let t: TestApp;
  let waiting: WaitingApproval;
  let free: { order_id: string; order_number: string };
  const staff = {} as Record<'admin' | 'rep' | 'repOther' | 'viewer', { email: string; cookie: string }>;
  const call = (who: keyof typeof staff, method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url, headers: { cookie: staff[who].cookie } });
  const remind = (who: keyof typeof staff, orderId: string) =>
    call(who, 'POST', `/api/console/orders/${orderId}/approval/remind`);
  const approvalRow = async (id: string) =>
    (await t.database.db.select().from(orderApprovals).where(eq(orderApprovals.id, id)))[0]!;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    t = await createTestApp(kind);
    for (const [name, role, groups] of [
      ['admin', 'admin', []],
      ['rep', 'rep', ['tidewater']],
      ['repOther', 'rep', ['harbor']],
      ['viewer', 'viewer', []],
    ] as const) {
      const { account, cookie } = await loggedInStaff(t, role, [...groups]);
      staff[name] = { email: account.row.email, cookie };
    }
    // Opened two days and five hours before the board is read.
    waiting = await waitingApproval(t, { now: new Date(NOW.getTime() - 53 * HOUR) });
    free = await placeTestOrder(t, 'tidewater');
  });
  afterAll(async () => {
    await t?.close();
    vi.useRealTimers();
  });

  it('filters the board to the orders waiting for approval, each with when it started waiting', async () => {
    const response = await call('admin', 'GET', '/api/console/orders?approval=waiting&group=tidewater');
    expect(response.statusCode, response.body).toBe(200);
    const board = response.json<ConsoleBoardAnswer>();
    expect(board.rows.map((row) => row.order_number)).toEqual([waiting.orderNumber]);
    expect(board.total).toBe(1);
    expect(board.rows[0]!.approval_waiting_since).toBe(NOW.getTime() - 53 * HOUR);
    const all = (await call('admin', 'GET', '/api/console/orders?group=tidewater')).json<ConsoleBoardAnswer>();
    expect(all.rows.find((row) => row.order_number === free.order_number)!.approval_waiting_since).toBeNull();
    expect((await call('admin', 'GET', '/api/console/orders?approval=approved')).statusCode).toBe(400);
  });

  it("shows the approval on the order's page by names only: status, approver, reasons, reminders", async () => {
    const response = await call('admin', 'GET', `/api/console/orders/${waiting.orderId}`);
    const detail = response.json<ConsoleOrderDetailAnswer>();
    expect(detail.approval).toMatchObject({
      status: 'waiting',
      status_text: 'Waiting for approval by Renata Okafor',
      approver_name: 'Renata Okafor',
      approver_names: ['Renata Okafor', 'Marcus Oyelaran'],
      reasons: ['Over the order total that needs approval'],
      reminded_count: 0,
      decided_by: null,
    });
    expect(detail.emails.find((email) => email.kind === 'approval')!.to).toEqual(['Renata Okafor']);
    expect(response.body).not.toContain('renata.okafor@');
    expect(
      (await call('admin', 'GET', `/api/console/orders/${free.order_id}`)).json<ConsoleOrderDetailAnswer>().approval,
    ).toBeNull();
  });

  it('reminds the approver at a rep of the group’s request: new links by e-mail, counted and audited', async () => {
    const before = (await approvalEmails(t, waiting.orderId)).length;
    const response = await remind('rep', waiting.orderId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ConsoleOrderApproval>().reminded_count).toBe(1);
    const emails = await approvalEmails(t, waiting.orderId);
    expect(emails).toHaveLength(before + 1);
    expect(emails[0]!.subject).toMatch(/^Reminder: approve order /);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orderId, waiting.orderId), eq(auditLog.field, 'approval_reminded')));
    expect(audit).toMatchObject({ actor: staff.rep.email, newValue: 'Reminded Renata Okafor' });
  });

  it('refuses a second reminder within the hour with 429 and says when, then allows one an hour later', async () => {
    const count = (await approvalRow(waiting.approvalId)).remindedCount;
    const refused = await remind('admin', waiting.orderId);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toBe(REMINDED_RECENTLY(60));
    expect((await approvalRow(waiting.approvalId)).remindedCount).toBe(count);
    vi.setSystemTime(NOW.getTime() + 61 * 60_000);
    try {
      // A new session: the earlier one has been idle too long by now.
      const { cookie } = await loggedInStaff(t, 'admin');
      const later = await t.app.inject({
        method: 'POST',
        url: `/api/console/orders/${waiting.orderId}/approval/remind`,
        headers: { cookie },
      });
      expect(later.statusCode, later.body).toBe(200);
    } finally {
      vi.setSystemTime(NOW);
    }
  });

  it('refuses a viewer (403), a rep of other groups (404) and an order that waits for nothing (409), and none of them counts', async () => {
    const other = await waitingApproval(t, { now: NOW });
    expect((await remind('viewer', other.orderId)).statusCode).toBe(403);
    expect((await remind('repOther', other.orderId)).statusCode).toBe(404);
    const notWaiting = await remind('admin', free.order_id);
    expect(notWaiting.statusCode).toBe(409);
    expect(notWaiting.json<{ message: string }>().message).toBe(NOT_WAITING_FOR_APPROVAL);
    expect((await approvalRow(other.approvalId)).remindedCount).toBe(0);
    // The refusals took nothing of the hour's allowance.
    expect((await remind('admin', other.orderId)).statusCode).toBe(200);
  });
});
