import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tenant } from '@portal/tenants/server';
import { askerOf } from '../../../sessions/secret-throttle';
import { ensureBrowserId, hasSession, setProof } from '../../../sessions/session-cookies';
import type { BuyerPlacer } from '../../place-order';

/** The buyer a storefront request is, as placing knows them: what their cookies prove, and the cookies it may set. */
export function buyerPlacer(request: FastifyRequest, reply: FastifyReply, tenant: Tenant): BuyerPlacer {
  const groupKey = tenant.config.key;
  return {
    kind: 'buyer',
    groupUnlocked: hasSession(request, 'group', groupKey),
    // Only a store with a password of its own can be unlocked.
    storesUnlocked: Object.keys(tenant.secrets.store_passwords).filter((code) => hasSession(request, 'store', groupKey, code)),
    browser: {
      ...askerOf(request),
      browserId: () => ensureBrowserId(request, reply),
      provedBypassCode: () => setProof(request, reply, groupKey, 'bypass'),
    },
  };
}
