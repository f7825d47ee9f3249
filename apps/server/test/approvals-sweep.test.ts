import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LINK_EXPIRED, type ApprovalOpenAnswer } from '@portal/domain';
import { contextOf } from '../src/app';
import { approvalLinks, auditLog, emailOutbox, orderApprovals, orderHolds, orders } from '../src/db/schema';
import type { MailMessage } from '../src/email/order-emails';
import { sweepApprovals } from '../src/ordering/approvals/approval-sweep';
import { approvalEmails, approvalTokens, waitingApproval } from '../test-support/approvals';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

/** When the approvals of this file were opened; the sweep is run at hours after it. */
const NOW = new Date('2030-03-04T19:00:00Z');
const HOUR = 3_600_000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

describe.each(DATABASE_KINDS)('the approvals sweep (%s)', (kind) => {
  let t: TestApp;
  const sweep = (when: Date) => sweepApprovals(t.database.db, contextOf(t.app), when);
  const approvalOf = async (approvalId: string) =>
    (await t.database.db.select().from(orderApprovals).where(eq(orderApprovals.id, approvalId)))[0]!;
  const linksOf = (approvalId: string) =>
    t.database.db
      .select()
      .from(approvalLinks)
      .where(eq(approvalLinks.approvalId, approvalId))
      .orderBy(asc(approvalLinks.createdAt));
  const open = (token: string) => t.app.inject({ method: 'POST', url: '/v1/approvals/open', payload: { token } });
  /** Only these approvals are due in a sweep: the others of the file are put out of its way. */
  const onlyThese = async (...approvalIds: string[]) => {
    const others = (await t.database.db.select({ id: orderApprovals.id }).from(orderApprovals))
      .map((row) => row.id)
      .filter((id) => !approvalIds.includes(id));
    if (others.length > 0)
      await t.database.db.update(orderApprovals).set({ status: 'cancelled' }).where(inArray(orderApprovals.id, others));
  };

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    t = await createTestApp(kind, { publicUrl: 'https://orders.crestline-supply.example' });
  });
  afterAll(async () => {
    await t?.close();
    vi.useRealTimers();
  });

  it('reminds the approver once remind_at has passed, with new links, the old ones still working, and sets the next reminder', async () => {
    const waiting = await waitingApproval(t, { now: NOW });
    await onlyThese(waiting.approvalId);
    expect(await sweep(at(23.9))).toEqual({ expired: 0, escalated: 0, reminded: 0 });
    expect(await sweep(at(24))).toEqual({ expired: 0, escalated: 0, reminded: 1 });
    const approval = await approvalOf(waiting.approvalId);
    expect(approval).toMatchObject({ remindedCount: 1, remindAt: at(48), status: 'waiting', currentApprover: 0 });
    const [reminder] = await approvalEmails(t, waiting.orderId);
    expect(reminder!.subject).toMatch(new RegExp(`^Reminder: approve order ${waiting.orderNumber} for Tidewater Ford`));
    expect(reminder!.to).toEqual(['renata.okafor@tidewater-auto.example']);
    const fresh = await approvalTokens(t, waiting.orderId);
    expect(fresh.approve).not.toBe(waiting.tokens.approve);
    expect(await linksOf(waiting.approvalId)).toHaveLength(4);
    expect((await open(waiting.tokens.approve)).statusCode).toBe(200);
    expect((await open(fresh.approve)).statusCode).toBe(200);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.orderId, waiting.orderId));
    expect(audit.filter((row) => row.field === 'approval_reminded').map((row) => [row.actor, row.newValue])).toEqual([
      ['system', 'Reminded Renata Okafor'],
    ]);
    // Swept again at the same moment: nothing is due twice.
    expect(await sweep(at(24))).toEqual({ expired: 0, escalated: 0, reminded: 0 });
  });

  it('hands the approval to the second approver once escalate_at has passed, with links and an e-mail of their own', async () => {
    const waiting = await waitingApproval(t, { now: NOW });
    await onlyThese(waiting.approvalId);
    await sweep(at(24));
    expect(await sweep(at(48))).toEqual({ expired: 0, escalated: 1, reminded: 0 });
    const approval = await approvalOf(waiting.approvalId);
    expect(approval).toMatchObject({ currentApprover: 1, escalateAt: null, remindAt: at(72) });
    const [escalation] = await approvalEmails(t, waiting.orderId);
    expect(escalation!.to).toEqual(['marcus.oyelaran@tidewater-auto.example']);
    expect(escalation!.subject).toMatch(/: Renata Okafor did not answer$/);
    expect(escalation!.text).toContain('Renata Okafor did not answer in time, so Rosa Delgado');
    const links = await linksOf(waiting.approvalId);
    expect(links.slice(-2).map((link) => link.approverEmail)).toEqual([
      'marcus.oyelaran@tidewater-auto.example',
      'marcus.oyelaran@tidewater-auto.example',
    ]);
    const marcus = await approvalTokens(t, waiting.orderId);
    const page = (await open(marcus.approve)).json<ApprovalOpenAnswer>();
    expect(page).toMatchObject({ approver_name: 'Marcus Oyelaran', status_text: 'Waiting for approval by Marcus Oyelaran' });
    const decided = await t.app.inject({
      method: 'POST',
      url: '/v1/approvals/decide',
      payload: { token: marcus.approve, order_number: waiting.orderNumber, decision: 'approve' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await approvalOf(waiting.approvalId)).decidedBy).toBe('Marcus Oyelaran <marcus.oyelaran@tidewater-auto.example>');
  });

  it('never escalates an approval with one approver', async () => {
    const waiting = await waitingApproval(t, { now: NOW, store: 'TWTY01' });
    await onlyThese(waiting.approvalId);
    expect((await approvalOf(waiting.approvalId)).escalateAt).toBeNull();
    expect((await sweep(at(49))).escalated).toBe(0);
    expect((await approvalOf(waiting.approvalId)).currentApprover).toBe(0);
  });

  it('expires an approval past its time: the order cancelled, its hold released, the buyer and the group told, the links dead', async () => {
    const waiting = await waitingApproval(t, { now: NOW });
    await onlyThese(waiting.approvalId);
    expect((await sweep(at(7 * 24))).expired).toBe(1);
    const approval = await approvalOf(waiting.approvalId);
    expect(approval).toMatchObject({ status: 'expired', decider: 'system', decidedAt: at(7 * 24), decision: null });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, waiting.orderId));
    expect(order).toMatchObject({ approval: 'expired', fulfilmentStatus: 'cancelled' });
    const holds = await t.database.db.select().from(orderHolds).where(eq(orderHolds.orderId, waiting.orderId));
    expect(holds.every((hold) => hold.releasedAt !== null)).toBe(true);
    expect((await linksOf(waiting.approvalId)).every((link) => link.usedAt !== null)).toBe(true);
    const emails = await t.database.db
      .select({ kind: emailOutbox.kind, event: emailOutbox.event, message: emailOutbox.message })
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, waiting.orderId))
      .orderBy(asc(emailOutbox.id));
    const cancel = emails.find((row) => row.event === 'cancelled')!.message as MailMessage;
    expect(cancel.to).toEqual(['rosa.delgado@example.com']);
    expect(cancel.text).toMatch(/Reason: +Cancelled: no one approved it in time/);
    const group = emails.find((row) => row.kind === 'approval_outcome')!.message as MailMessage;
    expect(group.subject).toBe(`Order ${waiting.orderNumber} for Tidewater Ford of Saltmarsh Point expired and cancelled`);
    // Before its time (a clock behind), the page says how it ended; from its time on, that the link expired.
    expect((await open(waiting.tokens.approve)).json<ApprovalOpenAnswer>()).toMatchObject({
      status: 'expired',
      status_text: 'Cancelled: no one approved it in time',
    });
    vi.setSystemTime(at(7 * 24));
    try {
      const opened = await open(waiting.tokens.approve);
      expect(opened.statusCode).toBe(410);
      expect(opened.json()).toMatchObject({ message: LINK_EXPIRED });
    } finally {
      vi.setSystemTime(NOW);
    }
  });

  it('does each thing once when two instances sweep at the same moment', async () => {
    const [reminding, escalating, expiring] = [
      await waitingApproval(t, { now: NOW }),
      await waitingApproval(t, { now: at(-24), remindAfterHours: 100 }),
      await waitingApproval(t, { now: at(-7 * 24) }),
    ];
    await onlyThese(reminding.approvalId, escalating.approvalId, expiring.approvalId);
    // Due at 24 h: the first's reminder, the second's escalation (48 h after it opened), the third's expiry.
    const emailsBefore = (await t.database.db.select({ id: emailOutbox.id }).from(emailOutbox)).length;
    const turns = await Promise.all([sweep(at(24)), sweep(at(24)), sweep(at(24))]);
    const sum = turns.reduce((a, b) => ({
      expired: a.expired + b.expired,
      escalated: a.escalated + b.escalated,
      reminded: a.reminded + b.reminded,
    }));
    expect(sum).toEqual({ expired: 1, escalated: 1, reminded: 1 });
    expect((await approvalOf(reminding.approvalId)).remindedCount).toBe(1);
    expect((await approvalOf(escalating.approvalId)).currentApprover).toBe(1);
    expect((await approvalOf(expiring.approvalId)).status).toBe('expired');
    // One reminder, one escalation, and the expiry's cancel and the group's word: four e-mails.
    expect((await t.database.db.select({ id: emailOutbox.id }).from(emailOutbox)).length - emailsBefore).toBe(4);
  });
});
