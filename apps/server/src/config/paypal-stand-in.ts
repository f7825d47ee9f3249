// When the local stand-in for PayPal's browser script may be served (payments/paypal-stand-in.ts).

/** PayPal's own API hosts (api-m.paypal.com, api-m.sandbox.paypal.com): real PayPal, sandbox included. */
export function isRealPayPal(apiBase: string): boolean {
  const host = new URL(apiBase).hostname.toLowerCase();
  return host === 'paypal.com' || host.endsWith('.paypal.com');
}

/** Why the stand-in may not be served with these settings, or null when it may. */
export function standInRefusal(settings: { production: boolean; apiBase: string | undefined }): string | null {
  if (settings.production) return 'is for trying the fake PayPal locally and refused in production';
  if (!settings.apiBase) return 'needs the fake PayPal: set PAYPAL_API_BASE, PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET to it';
  if (isRealPayPal(settings.apiBase)) return 'is refused with real PayPal (PAYPAL_API_BASE is a paypal.com address)';
  return null;
}
