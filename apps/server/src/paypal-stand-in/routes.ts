import type { FastifyInstance } from 'fastify';
import { registerStandInApprove } from './approve.route';
import { registerStandInSdk } from './sdk.route';

/** The stand-in for PayPal's browser script and its approval, for the fake PayPal only (payments/paypal-stand-in.ts). */
export function registerPayPalStandInRoutes(app: FastifyInstance, apiBase: string): void {
  registerStandInSdk(app);
  registerStandInApprove(app, apiBase);
}
