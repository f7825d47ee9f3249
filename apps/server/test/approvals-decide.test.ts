import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  APPROVAL_TIME_PASSED,
  decisionProblem,
  holdReleaseRefusal,
  LINK_EXPIRED,
  LINK_NOT_VALID,
  LINK_OTHER_DECISION,
  REJECTION_NEEDS_REASON,
  type ApprovalOpenAnswer,
  type ApprovalsWaitingAnswer,
  type RetrieveOrdersAnswer,
} from '@portal/domain';
import { readDemoSecrets } from '@portal/tenants/server';
import {
  approvalLinks,
  auditLog,
  billingAccounts,
  budgetMonths,
  emailOutbox,
  invoices,
  orderApprovals,
  orderEvents,
  orderHolds,
  orders,
} from '../src/db/schema';
import type { MailMessage } from '../src/email/order-emails';
import { approvalEmails, waitingApproval, type WaitingApproval } from '../test-support/approvals';
import { loggedInStaff } from '../test-support/console';
import { cookiesFrom, createTestApp, groupSessionCookie, withCookies, type TestApp } from '../test-support/test-app';
import { DATABASE_KINDS } from '../test-support/test-database';

/** The clock of the whole file: a weekday afternoon in the provider's zone, years from any real today. */
const NOW = new Date('2030-03-04T19:00:00Z');
const DAY = 86_400_000;
const PUBLIC_URL = 'https://orders.crestline-supply.example';
const APPROVER = 'Renata Okafor <renata.okafor@tidewater-auto.example>';
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

describe.each(DATABASE_KINDS)("an approver's decision (%s)", (kind) => {
  let t: TestApp;
  let webDir: string;
  let staffAdmin = '';

  const open = (token: string, remoteAddress = '10.9.0.1') =>
    t.app.inject({ method: 'POST', url: '/v1/approvals/open', payload: { token }, remoteAddress });
  const decide = (body: Record<string, unknown>, remoteAddress = '10.9.0.1') =>
    t.app.inject({ method: 'POST', url: '/v1/approvals/decide', payload: body, remoteAddress });

  /** Everything an approval's decision may change, for the order and its group's budgets. */
  const stateOf = async (orderId: string) => {
    const db = t.database.db;
    return {
      order: (await db.select().from(orders).where(eq(orders.id, orderId)))[0],
      approval: await db.select().from(orderApprovals).where(eq(orderApprovals.orderId, orderId)),
      links: await db
        .select()
        .from(approvalLinks)
        .where(eq(approvalLinks.orderId, orderId))
        .orderBy(asc(approvalLinks.tokenHash)),
      holds: await db.select().from(orderHolds).where(eq(orderHolds.orderId, orderId)).orderBy(asc(orderHolds.openedAt)),
      events: await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id)),
      audit: await db.select().from(auditLog).where(eq(auditLog.orderId, orderId)).orderBy(asc(auditLog.id)),
      emails: await db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.orderId, orderId)),
      invoices: await db.select().from(invoices).where(eq(invoices.orderId, orderId)),
      budgets: await db
        .select()
        .from(budgetMonths)
        .where(eq(budgetMonths.groupKey, 'tidewater'))
        .orderBy(asc(budgetMonths.storeCode)),
    };
  };

  /** A refusal: its status and message, and nothing of the order changed. */
  const expectRefused = async (orderId: string, call: () => Promise<LightMyRequestResponse>, status: number, message: string) => {
    const before = await stateOf(orderId);
    const response = await call();
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json<{ message: string }>().message).toBe(message);
    expect(await stateOf(orderId)).toEqual(before);
  };

  const adminCookie = async () => {
    const password = readDemoSecrets().find((d) => d.group === 'tidewater')!.admin;
    const unlock = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/unlock',
      payload: { companyName: 'tidewater', password },
      headers: { cookie: await groupSessionCookie(t.app, 'tidewater') },
    });
    expect(unlock.statusCode, unlock.body).toBe(204);
    return withCookies(await groupSessionCookie(t.app, 'tidewater'), cookiesFrom(unlock));
  };
  const outcomeEmails = async (orderId: string) =>
    (
      await t.database.db
        .select({ message: emailOutbox.message, kind: emailOutbox.kind, event: emailOutbox.event })
        .from(emailOutbox)
        .where(eq(emailOutbox.orderId, orderId))
        .orderBy(asc(emailOutbox.id))
    ).filter((row) => row.kind === 'approval_outcome' || row.kind === 'status');

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    webDir = mkdtempSync(join(tmpdir(), 'approval-page-'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><html><head></head><body>portal</body></html>');
    t = await createTestApp(kind, { publicUrl: PUBLIC_URL, webDistDir: webDir });
    staffAdmin = (await loggedInStaff(t, 'admin')).cookie;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDir, { recursive: true, force: true });
    vi.useRealTimers();
  });

  describe('the links', () => {
    let waiting: WaitingApproval;
    let mail: MailMessage;
    beforeAll(async () => {
      waiting = await waitingApproval(t, { now: NOW });
      mail = (await approvalEmails(t, waiting.orderId))[0]!;
    });

    it('keeps each of the two tokens only as its SHA-256, bound to the approval, order, group, approver, decision and expiry', async () => {
      const links = await t.database.db.select().from(approvalLinks).where(eq(approvalLinks.orderId, waiting.orderId));
      const [approval] = await t.database.db.select().from(orderApprovals).where(eq(orderApprovals.id, waiting.approvalId));
      expect(links.map((link) => link.decision).sort()).toEqual(['approve', 'reject']);
      for (const decision of ['approve', 'reject'] as const) {
        const link = links.find((l) => l.decision === decision)!;
        expect(link.tokenHash).toBe(sha256(waiting.tokens[decision]));
        expect(link).toMatchObject({
          approvalId: waiting.approvalId,
          orderId: waiting.orderId,
          groupKey: 'tidewater',
          approverEmail: 'renata.okafor@tidewater-auto.example',
          usedAt: null,
        });
        expect(link.expiresAt).toEqual(approval!.expiresAt);
      }
      // 32 random bytes, base64url; never stored as such.
      expect(waiting.tokens.approve).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(waiting.tokens.approve, 'base64url')).toHaveLength(32);
      expect(JSON.stringify(links)).not.toContain(waiting.tokens.approve);
    });

    it("e-mails the approver the order, why it waits, the store's budget and the two links to the group's page", () => {
      const n = waiting.orderNumber;
      expect(mail.to).toEqual(['renata.okafor@tidewater-auto.example']);
      expect(mail.subject).toMatch(
        new RegExp(`^Approve order ${n} for Tidewater Ford of Saltmarsh Point \\(\\$[\\d,]+\\.\\d\\d\\)$`),
      );
      expect(mail.shownTo).toEqual(['Renata Okafor']);
      expect(mail.text).toContain('Rosa Delgado placed order');
      expect(mail.text).toMatch(/Why it waits: +Over the order total that needs approval/);
      expect(mail.text).toMatch(
        /Budget, March 2030: +Budget \$2,000\.00 · spent \$0\.00 · waiting for approval \$[\d.,]+ · left \$[\d.,]+/,
      );
      expect(mail.text).toContain('Goods:');
      expect(mail.text).toContain('Total:');
      expect(mail.text).toContain(`Approve order ${n}:\n${PUBLIC_URL}/tidewater/approval#${waiting.tokens.approve}`);
      expect(mail.text).toContain(`Reject order ${n}:\n${PUBLIC_URL}/tidewater/approval#${waiting.tokens.reject}`);
      expect(mail.text).toMatch(/Links work until: +March 11, 2030 at 3:00 PM EDT/);
      expect(mail.html).toContain(`>Approve order ${n}</a>`);
      expect(mail.html).toContain(`href="${PUBLIC_URL}/tidewater/approval#${waiting.tokens.reject}"`);
      // The lines as they will be made, as the order's own e-mails show them.
      expect(mail.images?.length).toBeGreaterThan(0);
      expect(mail.html).toContain(`src="cid:${mail.images![0]!.cid}"`);
    });

    it('opens the page: the order, the budget line, the link decision, the approver and the status, with no address of the approver', async () => {
      const response = await open(waiting.tokens.reject);
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<ApprovalOpenAnswer>();
      expect(answer).toMatchObject({
        decision: 'reject',
        approver_name: 'Renata Okafor',
        status: 'waiting',
        status_text: 'Waiting for approval by Renata Okafor',
        reasons: ['Over the order total that needs approval'],
        expires_at: NOW.getTime() + 7 * DAY,
        order: {
          order_number: waiting.orderNumber,
          buyer_name: 'Rosa Delgado',
          store_name: 'Tidewater Ford of Saltmarsh Point',
          group_title: 'Tidewater Auto Group',
        },
      });
      const { order, budget } = answer;
      expect(order.goods_cents + order.freight_cents + order.tax_cents).toBe(order.total_cents);
      expect(order.lines[0]!.picture_url).toMatch(/^\/images\/made\/tidewater\//);
      expect(order.ship_to?.name).toBe('Tidewater Ford of Saltmarsh Point');
      expect(budget).toEqual({
        month: '2030-03',
        budget_cents: 200000,
        spent_cents: 0,
        committed_cents: order.total_cents,
        left_cents: 200000 - order.total_cents,
      });
      expect(response.body).not.toContain('@tidewater-auto.example');
    });

    it('refuses a forged or mangled token with 404 and an expired link with 410, changing nothing', async () => {
      await expectRefused(waiting.orderId, () => open(randomBytes(32).toString('base64url')), 404, LINK_NOT_VALID);
      await expectRefused(waiting.orderId, () => open('not a token'), 404, LINK_NOT_VALID);
      vi.setSystemTime(NOW.getTime() + 7 * DAY);
      try {
        await expectRefused(waiting.orderId, () => open(waiting.tokens.approve), 410, LINK_EXPIRED);
        await expectRefused(
          waiting.orderId,
          () => decide({ token: waiting.tokens.approve, order_number: waiting.orderNumber, decision: 'approve' }),
          410,
          LINK_EXPIRED,
        );
      } finally {
        vi.setSystemTime(NOW);
      }
    });

    it('decides nothing when a mail scanner follows the link: the page is a page, and open only reads', async () => {
      const before = await stateOf(waiting.orderId);
      const page = await t.app.inject({ method: 'GET', url: `/tidewater/approval#${waiting.tokens.approve}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      const head = await t.app.inject({ method: 'HEAD', url: '/tidewater/approval' });
      expect(head.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/v1/approvals/open' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/v1/approvals/decide' })).statusCode).toBe(404);
      for (let i = 0; i < 3; i += 1) expect((await open(waiting.tokens.approve)).statusCode).toBe(200);
      expect(await stateOf(waiting.orderId)).toEqual(before);
    });
  });

  describe('approving', () => {
    let waiting: WaitingApproval;
    let other: WaitingApproval;
    beforeAll(async () => {
      waiting = await waitingApproval(t, { now: NOW });
      other = await waitingApproval(t, { now: NOW, store: 'TWTY01' });
    });

    it("refuses a token of another order sent with this order's number, and a link used for the other decision, changing nothing", async () => {
      await expectRefused(
        waiting.orderId,
        () => decide({ token: other.tokens.approve, order_number: waiting.orderNumber, decision: 'approve' }),
        404,
        LINK_NOT_VALID,
      );
      expect((await stateOf(other.orderId)).approval[0]!.status).toBe('waiting');
      await expectRefused(
        waiting.orderId,
        () => decide({ token: waiting.tokens.reject, order_number: waiting.orderNumber, decision: 'approve', reason: 'x' }),
        409,
        LINK_OTHER_DECISION('reject'),
      );
      await expectRefused(
        waiting.orderId,
        () =>
          decide({ token: waiting.tokens.approve, order_number: waiting.orderNumber, decision: 'reject', reason: 'Too many' }),
        409,
        LINK_OTHER_DECISION('approve'),
      );
    });

    it('approves in one go: the approval decided by the approver from their address, every link spent, the hold released, the budget spent, the buyer and the group told', async () => {
      const before = await stateOf(waiting.orderId);
      const response = await decide(
        { token: waiting.tokens.approve, order_number: waiting.orderNumber, decision: 'approve' },
        '203.0.113.7',
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        order_number: waiting.orderNumber,
        status: 'approved',
        status_text: 'Approved by Renata Okafor',
      });
      const after = await stateOf(waiting.orderId);
      expect(after.approval[0]).toMatchObject({
        status: 'approved',
        decision: 'approve',
        decider: 'approver',
        decidedBy: APPROVER,
        decidedFrom: '203.0.113.7',
        decidedAt: NOW,
        reason: null,
        remindAt: null,
        escalateAt: null,
      });
      expect(after.links.every((link) => link.usedAt?.getTime() === NOW.getTime())).toBe(true);
      expect(after.order).toMatchObject({
        approval: 'approved',
        fulfilmentStatus: 'received',
        version: before.order!.version + 1,
      });
      expect(after.holds.filter((hold) => hold.reason === 'approval').map((hold) => hold.releasedAt !== null)).toEqual([true]);
      const total = after.order!.totalCents;
      const store = (rows: typeof after.budgets) => rows.find((row) => row.storeCode === 'TWFD01')!;
      expect(store(after.budgets).spentCents - store(before.budgets).spentCents).toBe(total);
      expect(store(before.budgets).committedCents - store(after.budgets).committedCents).toBe(total);
      expect(after.events.slice(before.events.length).map((event) => [event.kind, event.actor])).toEqual([
        ['approved', 'system'],
        ['released', 'system'],
      ]);
      expect(after.events.at(-2)!.data).toEqual({ approval_id: waiting.approvalId, decider: 'approver', decided_by: APPROVER });
      const audit = after.audit.find((row) => row.field === 'approval_decided')!;
      expect(audit).toMatchObject({
        actor: 'Renata Okafor',
        oldValue: 'Waiting for approval by Renata Okafor',
        newValue: 'Approved by Renata Okafor (from 203.0.113.7)',
        staffId: null,
      });
      const told = (await outcomeEmails(waiting.orderId)).map((row) => row.message as MailMessage);
      expect(told.map((message) => [message.to, message.subject])).toEqual([
        [['rosa.delgado@example.com'], `Your order ${waiting.orderNumber} was approved`],
        [
          ['orders@crestline-supply.example', 'purchasing@tidewater-auto.example'],
          `Order ${waiting.orderNumber} for Tidewater Ford of Saltmarsh Point was approved`,
        ],
      ]);
      expect(told[0]!.text).toMatch(/Approval: +Approved by Renata Okafor/);
    });

    it('answers a second use of a link, approving twice and rejecting after approving with why nothing changed', async () => {
      const approvedOn = decisionProblem(
        { status: 'approved', decidedAt: NOW.getTime(), decidedBy: 'Renata Okafor' },
        'approve',
      )!;
      expect(approvedOn).toBe('This order was approved already on Mar 4, 2030 by Renata Okafor. Nothing was changed.');
      const body = { token: waiting.tokens.approve, order_number: waiting.orderNumber, decision: 'approve' };
      await expectRefused(waiting.orderId, () => decide(body), 409, approvedOn);
      await expectRefused(
        waiting.orderId,
        () => decide({ token: waiting.tokens.reject, order_number: waiting.orderNumber, decision: 'reject', reason: 'No' }),
        409,
        decisionProblem({ status: 'approved', decidedAt: NOW.getTime(), decidedBy: 'Renata Okafor' }, 'reject')!,
      );
      // The page still opens, and says how it was decided.
      expect((await open(waiting.tokens.reject)).json<ApprovalOpenAnswer>()).toMatchObject({
        status: 'approved',
        status_text: 'Approved by Renata Okafor',
      });
    });

    it('decides once when two decisions come at once', async () => {
      const race = await waitingApproval(t, { now: NOW });
      const [approved, rejected] = await Promise.all([
        decide({ token: race.tokens.approve, order_number: race.orderNumber, decision: 'approve' }),
        decide({ token: race.tokens.reject, order_number: race.orderNumber, decision: 'reject', reason: 'Over budget' }),
      ]);
      expect([approved.statusCode, rejected.statusCode].sort()).toEqual([200, 409]);
      const { approval, events } = await stateOf(race.orderId);
      expect(events.filter((event) => event.kind === 'approved' || event.kind === 'rejected')).toHaveLength(1);
      expect(['approved', 'rejected']).toContain(approval[0]!.status);
    });

    it('issues the invoice at once where the account invoices at placement', async () => {
      const held = await waitingApproval(t, { now: NOW });
      await t.database.db.update(billingAccounts).set({ invoiceWhen: 'placed' }).where(eq(billingAccounts.groupKey, 'tidewater'));
      try {
        expect((await stateOf(held.orderId)).invoices).toEqual([]);
        const response = await decide({ token: held.tokens.approve, order_number: held.orderNumber, decision: 'approve' });
        expect(response.statusCode, response.body).toBe(200);
        const { invoices: issued, events } = await stateOf(held.orderId);
        expect(issued).toHaveLength(1);
        expect(events.at(-1)!.kind).toBe('invoiced');
      } finally {
        await t.database.db
          .update(billingAccounts)
          .set({ invoiceWhen: 'shipped' })
          .where(eq(billingAccounts.groupKey, 'tidewater'));
      }
    });
  });

  describe('rejecting', () => {
    let waiting: WaitingApproval;
    beforeAll(async () => {
      waiting = await waitingApproval(t, { now: NOW, store: 'TWHN01' });
    });

    it('refuses a rejection without a reason with 422, changing nothing', async () => {
      const body = { token: waiting.tokens.reject, order_number: waiting.orderNumber, decision: 'reject' };
      await expectRefused(waiting.orderId, () => decide(body), 422, REJECTION_NEEDS_REASON);
      await expectRefused(waiting.orderId, () => decide({ ...body, reason: '   ' }), 422, REJECTION_NEEDS_REASON);
    });

    it('rejects: the order cancelled by the usual cancel, the buyer told why, the group told, the budget freed', async () => {
      const before = await stateOf(waiting.orderId);
      const response = await decide({
        token: waiting.tokens.reject,
        order_number: waiting.orderNumber,
        decision: 'reject',
        reason: 'Hats are bought centrally this quarter',
      });
      expect(response.statusCode, response.body).toBe(200);
      const text = 'Rejected by Renata Okafor: Hats are bought centrally this quarter';
      expect(response.json()).toMatchObject({ status: 'rejected', status_text: text });
      const after = await stateOf(waiting.orderId);
      expect(after.order).toMatchObject({ approval: 'rejected', fulfilmentStatus: 'cancelled' });
      expect(after.approval[0]).toMatchObject({
        status: 'rejected',
        decision: 'reject',
        reason: 'Hats are bought centrally this quarter',
      });
      expect(after.events.slice(before.events.length).map((event) => event.kind)).toEqual(['rejected', 'cancelled', 'released']);
      expect(after.events.find((event) => event.kind === 'cancelled')!).toMatchObject({ actor: 'system', data: { note: text } });
      expect(after.audit.filter((row) => row.field === 'status').at(-1)).toMatchObject({
        oldValue: 'received',
        newValue: 'cancelled',
        actor: 'system',
      });
      const store = (rows: typeof after.budgets) => rows.find((row) => row.storeCode === 'TWHN01')!;
      expect(store(after.budgets)).toMatchObject({ spentCents: 0, committedCents: 0 });
      const told = await outcomeEmails(waiting.orderId);
      const cancel = told.find((row) => row.kind === 'status')!;
      expect(cancel.event).toBe('cancelled');
      expect((cancel.message as MailMessage).to).toEqual(['rosa.delgado@example.com']);
      expect((cancel.message as MailMessage).text).toMatch(new RegExp(`Reason: +${text}`));
      const group = told.find((row) => row.kind === 'approval_outcome')!.message as MailMessage;
      expect(group.to).toEqual(['orders@crestline-supply.example', 'purchasing@tidewater-auto.example']);
      expect(group.subject).toBe(
        `Order ${waiting.orderNumber} for Tidewater Honda of Saltmarsh Point was rejected and cancelled`,
      );
    });

    it('refuses to approve after rejecting', async () => {
      await expectRefused(
        waiting.orderId,
        () => decide({ token: waiting.tokens.approve, order_number: waiting.orderNumber, decision: 'approve' }),
        409,
        decisionProblem({ status: 'rejected', decidedAt: NOW.getTime(), decidedBy: 'Renata Okafor' }, 'approve')!,
      );
    });
  });

  describe("the group's admin", () => {
    let waiting: WaitingApproval;
    let admin = '';
    const call = (cookie: string, body: Record<string, unknown>, number = waiting.orderNumber) =>
      t.app.inject({ method: 'POST', url: `/v1/orders/${number}/approval`, payload: body, headers: { cookie } });
    beforeAll(async () => {
      waiting = await waitingApproval(t, { now: NOW, store: 'TWCC01' });
      admin = await adminCookie();
    });

    it('refuses without admin mode (a buyer, a staff member), changing nothing', async () => {
      const buyer = await groupSessionCookie(t.app, 'tidewater');
      const refusal = 'Turn on admin mode to approve or reject orders.';
      await expectRefused(waiting.orderId, () => call(buyer, { companyName: 'tidewater', decision: 'approve' }), 403, refusal);
      await expectRefused(
        waiting.orderId,
        () => call(staffAdmin, { companyName: 'tidewater', decision: 'approve' }),
        403,
        refusal,
      );
      const list = await t.app.inject({
        method: 'POST',
        url: '/v1/approvals/waiting',
        payload: { companyName: 'tidewater' },
        headers: { cookie: buyer },
      });
      expect(list.statusCode).toBe(403);
    });

    it('lists the waiting orders with their store, total, waiting since and approver', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/approvals/waiting',
        payload: { companyName: 'tidewater' },
        headers: { cookie: admin },
      });
      expect(response.statusCode, response.body).toBe(200);
      const listed = response.json<ApprovalsWaitingAnswer>().approvals.find((a) => a.order_number === waiting.orderNumber);
      expect(listed).toMatchObject({
        store_name: 'Tidewater Collision Center',
        buyer_name: 'Rosa Delgado',
        waiting_since: NOW.getTime(),
        approver_name: 'Renata Okafor',
        reasons: ['Over the order total that needs approval'],
      });
      expect(response.body).not.toContain('@tidewater-auto.example');
    });

    it("shows the buyer's orders screen the approval while it waits", async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/retrieve-orders',
        payload: { companyName: 'tidewater' },
        headers: { cookie: await groupSessionCookie(t.app, 'tidewater') },
      });
      const order = response.json<RetrieveOrdersAnswer>().orders.find((o) => o.order_number === waiting.orderNumber)!;
      expect(order.approval).toEqual({
        status: 'waiting',
        text: 'Waiting for approval by Renata Okafor',
        approver: 'Renata Okafor',
        decided_at: null,
        reason: null,
      });
      expect(order.holds.map((hold) => hold.reason)).toEqual(['approval']);
    });

    it('needs a reason to reject, refuses an order of no approval or of another group, then approves as Group admin', async () => {
      await expectRefused(
        waiting.orderId,
        () => call(admin, { companyName: 'tidewater', decision: 'reject' }),
        422,
        REJECTION_NEEDS_REASON,
      );
      const free = (await t.database.db.select().from(orders).where(eq(orders.groupKey, 'tidewater')))
        .filter((o) => o.approval === null)
        .at(0);
      if (free) {
        const response = await call(admin, { companyName: 'tidewater', decision: 'approve' }, `CB-${free.seq}`);
        expect(response.statusCode).toBe(409);
      }
      const elsewhere = await call(admin, { companyName: 'tidewater', decision: 'approve' }, 'CB-999999999');
      expect(elsewhere.statusCode).toBe(404);
      const response = await call(admin, { companyName: 'tidewater', decision: 'approve' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ status: 'approved', status_text: 'Approved by Group admin' });
      const after = await stateOf(waiting.orderId);
      expect(after.approval[0]).toMatchObject({ decider: 'group_admin', decidedBy: 'Group admin', status: 'approved' });
      // The approver's links answer that it is decided.
      await expectRefused(
        waiting.orderId,
        () => decide({ token: waiting.tokens.approve, order_number: waiting.orderNumber, decision: 'approve' }),
        409,
        'This order was approved already on Mar 4, 2030 by Group admin. Nothing was changed.',
      );
      const orders_ = await t.app.inject({
        method: 'POST',
        url: '/v1/retrieve-orders',
        payload: { companyName: 'tidewater' },
        headers: { cookie: admin },
      });
      const order = orders_.json<RetrieveOrdersAnswer>().orders.find((o) => o.order_number === waiting.orderNumber)!;
      expect(order.approval).toMatchObject({ status: 'approved', text: 'Approved by Group admin', decided_at: NOW.getTime() });
    });

    it('refuses once the time to decide has passed', async () => {
      const late = await waitingApproval(t, { now: new Date(NOW.getTime() - 8 * DAY) });
      await expectRefused(
        late.orderId,
        () => call(admin, { companyName: 'tidewater', decision: 'approve' }, late.orderNumber),
        410,
        APPROVAL_TIME_PASSED,
      );
    });
  });

  describe('staff', () => {
    it('may not release an approval hold: 403 with the words of its reason', async () => {
      const waiting = await waitingApproval(t, { now: NOW });
      const [hold] = await t.database.db
        .select()
        .from(orderHolds)
        .where(and(eq(orderHolds.orderId, waiting.orderId), eq(orderHolds.reason, 'approval')));
      await expectRefused(
        waiting.orderId,
        () =>
          t.app.inject({
            method: 'POST',
            url: `/api/console/orders/${waiting.orderId}/holds/${hold!.id}/release`,
            payload: {},
            headers: { cookie: staffAdmin },
          }),
        403,
        holdReleaseRefusal('approval'),
      );
    });

    it('cancelling an order that waits ends its approval: the links then say it was cancelled', async () => {
      const waiting = await waitingApproval(t, { now: NOW });
      const cancel = await t.app.inject({
        method: 'POST',
        url: `/api/console/orders/${waiting.orderId}/status`,
        payload: { to: 'cancelled', expected_status: 'received', note: 'Duplicate order' },
        headers: { cookie: staffAdmin },
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      const { approval, order, holds } = await stateOf(waiting.orderId);
      expect(approval[0]).toMatchObject({ status: 'cancelled', decider: 'staff' });
      expect(order?.approval).toBe('cancelled');
      expect(holds.every((hold) => hold.releasedAt !== null)).toBe(true);
      const refused = await decide({ token: waiting.tokens.approve, order_number: waiting.orderNumber, decision: 'approve' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toMatch(/^This order was cancelled on Mar 4, 2030 while it waited/);
    });
  });
});

describe('the approval calls are counted by address', () => {
  let t: TestApp;
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    t = await createTestApp('pglite', { approvalCallsPerHour: 3 });
  });
  afterAll(async () => {
    await t?.close();
    vi.useRealTimers();
  });

  it("refuses a stranger's fourth try in the hour with 429, while the approver, from another address, still opens the real link", async () => {
    const waiting = await waitingApproval(t, { now: NOW });
    const stranger = (token: string) =>
      t.app.inject({ method: 'POST', url: '/v1/approvals/open', payload: { token }, remoteAddress: '198.51.100.9' });
    // Even with the real token, the stranger's address is what is counted, never the token.
    for (const token of [randomBytes(32).toString('base64url'), 'x', waiting.tokens.approve])
      expect((await stranger(token)).statusCode).not.toBe(429);
    const refused = await stranger(waiting.tokens.approve);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const approver = await t.app.inject({
      method: 'POST',
      url: '/v1/approvals/open',
      payload: { token: waiting.tokens.approve },
      remoteAddress: '10.9.0.2',
    });
    expect(approver.statusCode, approver.body).toBe(200);
  });
});
