// npm run start:fake-paypal: the app as `npm start` serves it, with the fake PayPal REST API beside
// it and the server's local stand-in for PayPal's browser script, so the PayPal path can be tried
// with no PayPal account and no internet (README, 'Trying the PayPal path'). Not for production:
// the server refuses PAYPAL_SDK_STAND_IN there and with real PayPal.
// FAKE_PAYPAL_PORT picks the fake's port (a free one by default); every other setting is the app's.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startFakePayPal } from './fake-paypal';

const main = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));
const fake = await startFakePayPal({ port: Number(process.env.FAKE_PAYPAL_PORT ?? 0) });
console.log(`fake PayPal listening on ${fake.baseUrl}; the checkout's PayPal button is its local stand-in`);

const server = spawn(process.execPath, [main], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PAYPAL_API_BASE: fake.baseUrl,
    PAYPAL_CLIENT_ID: fake.clientId,
    PAYPAL_CLIENT_SECRET: fake.clientSecret,
    PAYPAL_SDK_STAND_IN: 'true',
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.kill(signal));
server.once('exit', (code, signal) => {
  void fake.close().then(() => process.exit(code ?? (signal ? 1 : 0)));
});
