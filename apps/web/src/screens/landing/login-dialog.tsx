import { useRef } from 'react';
import type { LoginAnswer } from '@portal/domain';
import { postJson } from '../../core/api/api-client';
import { INVALID_PASSWORD_MESSAGE, PasswordDialog, passwordMiss, type PasswordCheck } from '../../common/password-dialog';

/** What the dialog says when the call got no answer it could read (docs/product.md#errors). */
export const LOGIN_UNREACHABLE_MESSAGE = 'The password could not be checked. Check your connection and try again.';

/**
 * The root LOGIN dialog (docs/product.md#landing-and-login): a group password opens that group. A
 * wrong password, too many attempts or a failed call each say so under the field, which keeps its
 * value and the focus.
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
      answer.current = await postJson<LoginAnswer>('/v1/login', { password }, { fallback: LOGIN_UNREACHABLE_MESSAGE });
      return { ok: true };
    } catch (error) {
      // A 401 shows the server's own words; a 401 without any (a proxy's page) the usual ones.
      const refused = error instanceof Error && error.message !== LOGIN_UNREACHABLE_MESSAGE ? error.message : null;
      return passwordMiss(error, refused ?? INVALID_PASSWORD_MESSAGE);
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
