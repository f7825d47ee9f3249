import { vi } from 'vitest';
import {
  mayChangeOrders,
  mayManageBilling,
  secondFactorRequired,
  type ConsoleBoardRow,
  type ConsoleMeAnswer,
  type ConsoleOrderApproval,
  type ConsoleOrderDetailAnswer,
  type ConsoleOrderState,
  type FulfilmentStatus,
  type StaffMember,
  type StaffRole,
} from '@portal/domain';

// The console's server as the web tests see it: answers by method and path (the query left to the
// answer), every call recorded. Fictional staff, buyers and orders only.

export interface ConsoleCall {
  method: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

export interface ConsoleAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type ConsoleRoutes = Record<string, ConsoleAnswer | ((call: ConsoleCall) => ConsoleAnswer | Promise<ConsoleAnswer>)>;

/** Replaces fetch: 'GET /api/console/orders' answers every query of that path. An unlisted call is a 404. */
export function mockConsole(routes: ConsoleRoutes) {
  const calls: ConsoleCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = init?.method ?? 'GET';
    // JSON read back; anything else (an uploaded file) as it was sent.
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? undefined);
    const call = { method, url, body, headers: new Headers(init?.headers) };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const answer =
      typeof route === 'function'
        ? await route(call)
        : (route ?? { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } });
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? null), {
      status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.url.pathname === path),
  };
}

const GROUPS = [
  { key: 'harbor', title: 'Harbor Point Auto Group' },
  { key: 'guardian', title: 'Guardian Motor Group' },
];

export function staffMember(role: StaffRole, patch: Partial<StaffMember> = {}): StaffMember {
  return {
    id: '7d3f8a52-1c4e-4b9a-9e1d-2f6a0c8b5e31',
    email: `${role}.tester@crestline.example`,
    name: role === 'admin' ? 'Avery Quinlan' : role === 'rep' ? 'Lena Morrow' : 'Jules Marchetti',
    role,
    groups: role === 'rep' ? ['harbor'] : [],
    created_at: Date.UTC(2026, 9, 1),
    updated_at: Date.UTC(2026, 9, 1),
    second_factor: secondFactorRequired(role),
    ...patch,
  };
}

/** GET /api/console/me for a staff member of this role. */
export function meAs(role: StaffRole): ConsoleMeAnswer {
  return {
    staff: staffMember(role),
    groups: role === 'rep' ? GROUPS.slice(0, 1) : GROUPS,
    can_change_orders: mayChangeOrders(role),
    can_manage_staff: role === 'admin',
    can_manage_billing: mayManageBilling(role),
    expires_at: Date.now() + 8 * 3600_000,
    idle_expires_at: Date.now() + 1800_000,
    time_zone: 'America/New_York',
  };
}

export const ORDER_ID = '0b9d6f3e-4c1a-4f7e-9a55-3c2f1e0d9b8a';

export function boardRow(patch: Partial<ConsoleBoardRow> = {}): ConsoleBoardRow {
  return {
    id: ORDER_ID,
    order_number: 'CB-100042',
    created_at: Date.UTC(2026, 10, 20, 15, 30),
    group_key: 'harbor',
    group_title: 'Harbor Point Auto Group',
    store_code: 'HPFD01',
    store_name: 'Harbor Point Ford',
    buyer_name: 'Jane Okafor',
    buyer_email: 'jane.okafor@example.com',
    item_count: 24,
    line_count: 2,
    total_cents: 59976,
    price_on_quote: false,
    payment: 'on_account',
    status: 'received',
    version: 0,
    est_ship_date: null,
    po: null,
    customer_po: 'PO-2231',
    holds: [],
    approval_waiting_since: null,
    ...patch,
  };
}

/** GET /api/console/orders/:id for an order in this status. */
export function orderDetail(
  status: FulfilmentStatus,
  patch: Partial<ConsoleOrderDetailAnswer['order']> = {},
): ConsoleOrderDetailAnswer {
  const next: Record<FulfilmentStatus, FulfilmentStatus[]> = {
    received: ['in_production', 'cancelled'],
    in_production: ['shipped', 'cancelled'],
    shipped: ['delivered'],
    delivered: [],
    cancelled: [],
  };
  return {
    order: {
      ...boardRow({ status }),
      ship_to: { name: 'Harbor Point Ford', street: '410 Quay Street', city: 'Driftwood Harbor', state: 'ME', zip: '04011' },
      ship_to_source: 'store',
      // 5.5 % of goods and freight, half up: $568.49 × 0.055 = $31.27.
      charges: {
        goods: 55349,
        freight: 1500,
        tax: 3127,
        shipping_method: { code: 'ground', name: 'Ground' },
        tax_rate: 'ME 5.5%',
        exemption: null,
      },
      carrier: null,
      tracking_number: null,
      next_statuses: next[status],
      ...patch,
    },
    lines: [
      {
        line_no: 1,
        code: '1240',
        name: 'Performance Polo',
        description: 'Mens Performance Polo',
        type: 'mens',
        size: 'Large',
        color: 'Navy',
        embroidery: 'Harbor Point Ford',
        second_embroidery: null,
        placement: 'Left Chest',
        second_placement: null,
        quantity: 12,
        unit_label: null,
        unit_price_cents: 2499,
        line_total_cents: 29988,
        image_url: '/images/1240_navy.jpg',
        logos: [{ name: 'Harbor Point Ford', placement: 'Left Chest', image_url: '/images/harbor_point_ford.png' }],
        po: null,
        customer_po: 'PO-2231',
        est_ship_date: null,
      },
    ],
    emails: [
      {
        id: '17',
        kind: 'buyer',
        event: null,
        subject: 'Your order CB-100042',
        to: ['jane.okafor@example.com'],
        state: 'sent',
        attempts: 1,
        created_at: Date.UTC(2026, 10, 20, 15, 30),
        sent_at: Date.UTC(2026, 10, 20, 15, 31),
      },
    ],
    audit: [],
    history: [],
    approval: null,
  };
}

/** An order's approval as its page shows it: waiting two days for Renata Okafor, never reminded, unless patched. */
export function consoleApproval(patch: Partial<ConsoleOrderApproval> = {}): ConsoleOrderApproval {
  const opened = Date.UTC(2026, 10, 20, 15, 30);
  return {
    status: 'waiting',
    status_text: 'Waiting for approval by Renata Okafor',
    approver_name: 'Renata Okafor',
    approver_names: ['Renata Okafor', 'Marcus Oyelaran'],
    reasons: ['Over the order total that needs approval'],
    opened_at: opened,
    expires_at: opened + 7 * 86_400_000,
    remind_at: opened + 86_400_000,
    escalate_at: opened + 2 * 86_400_000,
    reminded_count: 0,
    decided_at: null,
    decider: null,
    decided_by: null,
    reason: null,
    ...patch,
  };
}

/** POST /api/console/orders/:id/status or ship-date: the order's state after the change, as its detail has it. */
export function orderState(status: FulfilmentStatus, patch: Partial<ConsoleOrderDetailAnswer['order']> = {}): ConsoleOrderState {
  const { order, lines } = orderDetail(status, patch);
  return {
    id: order.id,
    order_number: order.order_number,
    status: order.status,
    version: order.version,
    carrier: order.carrier,
    tracking_number: order.tracking_number,
    est_ship_date: order.est_ship_date,
    lines: lines.map((line) => ({ line_no: line.line_no, est_ship_date: order.est_ship_date ?? line.est_ship_date })),
    next_statuses: order.next_statuses,
  };
}

/**
 * Loads the console's screens once before a file's tests: the board's chunk (the grid) alone takes
 * seconds to transform on a busy machine, which the first test would otherwise spend waiting.
 */
export async function warmConsoleScreens(): Promise<void> {
  await Promise.all([
    import('../src/screens/console/console-layout'),
    import('../src/screens/console/login/login-screen'),
    import('../src/screens/console/board/board-screen'),
    import('../src/screens/console/order/order-screen'),
    import('../src/screens/console/staff/staff-screen'),
    import('../src/screens/console/account/account-screen'),
    import('../src/screens/console/billing/billing-layout'),
    import('../src/screens/console/billing/accounts-screen'),
  ]);
}
