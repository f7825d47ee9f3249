import { useRef } from 'react';
import type { LoginAnswer } from '@portal/domain';
import { postJson } from '../../core/api/api-client';
import { PasswordDialog, passwordMiss, type PasswordCheck } from '../../common/mui/password-dialog';

/**
 * The root LOGIN dialog (docs/product.md#landing-and-login): a group password opens that group. A miss does nothing
 * visible; only a refusal for too many attempts or a failed call says something.
 */
export function LoginDialog({
  open,
  onClose,
  onLoggedIn,
}: {
  open: boolean;
  onClose: () => void;
  onLoggedIn: (answer: LoginAnswer) => void;
}) {
  const answer = useRef<LoginAnswer | null>(null);

  const check = async (password: string): Promise<PasswordCheck> => {
    try {
      answer.current = await postJson<LoginAnswer>('/v1/login', { password });
      return { ok: true };
    } catch (error) {
      return passwordMiss(error, null);
    }
  };

  return (
    <PasswordDialog
      open={open}
      title="Enter password"
      submitLabel="Log in"
      check={check}
      onCancel={onClose}
      onSuccess={() => {
        if (answer.current) onLoggedIn(answer.current);
      }}
    />
  );
}
