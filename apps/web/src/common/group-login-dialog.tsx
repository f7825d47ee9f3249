import { postJson } from '../core/api/api-client';
import { markLoggedIn } from '../core/group-session';
import { PasswordDialog, passwordMiss, type PasswordCheck } from './password-dialog';

/**
 * 'Enter password' for the group this screen belongs to, for a buyer who arrived by a direct
 * link without logging in: the same check as the login page, kept on this screen.
 */
export function GroupLoginDialog({
  open,
  group,
  title,
  reason,
  onClose,
  onLoggedIn,
}: {
  open: boolean;
  group: string;
  /** The group's name as buyers know it. */
  title: string;
  /** Why the password is asked: 'to order' or 'to see your orders'. */
  reason: string;
  onClose: () => void;
  onLoggedIn: () => void;
}) {
  const check = async (password: string): Promise<PasswordCheck> => {
    try {
      const answer = await postJson<{ group: string }>('/v1/login', { password });
      if (answer.group !== group) return { ok: false, message: `That password is not the one of ${title}.` };
      markLoggedIn(group);
      return { ok: true };
    } catch (error) {
      return passwordMiss(error, 'That password is not valid.');
    }
  };
  return (
    <PasswordDialog
      open={open}
      title="Enter password"
      description={`Enter the password of ${title} ${reason}.`}
      submitLabel="Log in"
      check={check}
      onCancel={onClose}
      onSuccess={onLoggedIn}
    />
  );
}
