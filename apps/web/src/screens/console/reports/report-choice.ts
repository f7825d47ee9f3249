import type { ConsoleMeAnswer } from '@portal/domain';

/** What the 'All groups' choice is called: a rep's sum is of their own groups only. */
export const allGroupsLabel = (me: Pick<ConsoleMeAnswer, 'staff'>) =>
  me.staff.role === 'rep' ? 'All your groups' : 'All groups';

/**
 * Which report the address asks for. No group: every group the staff member sees, summed (their
 * one group when they have only one). A group they do not work for: a rep lands on their first
 * group, others on all groups, each told why rather than left on an empty choice and an error.
 */
export function chooseGroup(me: Pick<ConsoleMeAnswer, 'staff' | 'groups'>, named: string | null) {
  const [first] = me.groups;
  if (!first) return { group: null, notice: null };
  const whole = me.groups.length > 1 ? null : first.key;
  if (!named) return { group: whole, notice: null };
  if (me.groups.some((g) => g.key === named)) return { group: named, notice: null };
  if (me.staff.role === 'rep')
    return {
      group: first.key,
      notice: `That link is to a group you do not work for, so this is the report of ${first.title}, your ${me.groups.length > 1 ? 'first ' : ''}group.`,
    };
  return {
    group: whole,
    notice: `There is no group called '${named}', so this is the report of ${allGroupsLabel(me).toLowerCase()}.`,
  };
}
