import { mayChangeOrders, mayManageBilling, type ConsoleMeAnswer } from '@portal/domain';
import type { AppContext } from '../context/app-context';
import { toStaffMember, type StaffAccount } from '../staff/staff-store';

/** Who is logged in, the groups they see and what they may do. */
export function meAnswer(
  ctx: AppContext,
  staff: StaffAccount,
  times: { expiresAt: number; idleExpiresAt: number },
): ConsoleMeAnswer {
  const all = [...ctx.registry.groups.values()].map((t) => ({ key: t.config.key, title: t.config.title }));
  const role = staff.row.role;
  return {
    staff: toStaffMember(staff),
    groups: role === 'rep' ? all.filter((g) => staff.groups.includes(g.key)) : all,
    can_change_orders: mayChangeOrders(role),
    can_manage_staff: role === 'admin',
    can_manage_billing: mayManageBilling(role),
    expires_at: times.expiresAt,
    idle_expires_at: times.idleExpiresAt,
    time_zone: ctx.timeZone,
  };
}
