// Runs the fake PayPal REST API on its own, for trying the PayPal path by hand or from browser tests:
//   npm run fake-paypal -w @portal/testing [-- PORT]
// then start the app with PAYPAL_API_BASE=<printed url> PAYPAL_CLIENT_ID=test-client PAYPAL_CLIENT_SECRET=test-secret.
// POST <url>/__test/approve/<id> plays the buyer approving in the PayPal window.
import { startFakePayPal } from './fake-paypal';

const fake = await startFakePayPal({ port: process.argv[2] ? Number(process.argv[2]) : 0 });
console.log(`fake PayPal listening on ${fake.baseUrl} (client id ${fake.clientId}, secret ${fake.clientSecret})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void fake.close().then(() => process.exit(0)));
