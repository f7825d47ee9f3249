import type { FastifyRequest } from 'fastify';
import { normalizeBypassCode } from '@portal/domain';
import type { SecretMatcher, Tenant } from '@portal/tenants/server';
import type { SecretAsker, SecretTarget, SecretThrottle } from './secret-throttle';

/** What checking a group's secret needs: the throttle that counts misses and the hash matcher. */
export interface SecretChecking {
  throttle: SecretThrottle;
  secrets: SecretMatcher;
}

export const INVALID_PASSWORD = 'That password is not valid.';
export const INVALID_CODE = 'That code is not valid.';

/** The secret a group-scoped check tries, for the throttle. */
export function targetOf(tenant: Tenant, secret: SecretTarget['secret']): SecretTarget {
  return { group: tenant.config.key, secret, label: tenant.config.title, groupHasPassword: tenant.secrets.password !== null };
}

/** Whether `code` is one of the group's bypass codes (any case), counted by the throttle. */
export async function checkBypassCode(
  ctx: SecretChecking,
  request: FastifyRequest | SecretAsker,
  tenant: Tenant,
  code: string,
): Promise<boolean> {
  return (await matchBypassCode(ctx, request, tenant, code)) !== null;
}

/**
 * Which of the group's bypass codes `code` is (any case): its index in `tenant.secrets.bypass_codes`,
 * or null when it is none of them; counted by the throttle exactly as checkBypassCode is. Placing
 * needs the index: the order records the code's key, and the code's caps are kept by it.
 */
export async function matchBypassCode(
  ctx: SecretChecking,
  request: FastifyRequest | SecretAsker,
  tenant: Tenant,
  code: string,
): Promise<number | null> {
  const normalized = normalizeBypassCode(code);
  const codes = tenant.secrets.bypass_codes;
  const found = (index: number): number | null => (index === -1 ? null : index);
  return ctx.throttle.attempt(
    request,
    targetOf(tenant, 'bypass'),
    normalized,
    async (trusted) => (normalized !== '' ? found(await ctx.secrets.match(normalized, codes, trusted)) : null),
    // A code that matched before (the store's code, on every order of the day) is not counted and given back each time.
    () => (normalized !== '' ? found(ctx.secrets.remembered(normalized, codes)) : null),
  );
}
