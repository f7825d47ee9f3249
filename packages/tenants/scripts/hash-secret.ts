// Prints the scrypt hash of each secret given, for secrets.json.
// npm run hash-secret -- [--salt BASE64] SECRET [SECRET...]
// A shared --salt lets one derivation check a whole set (a group's bypass codes).
import { hashSecret } from '../src/server/secrets';

const args = process.argv.slice(2);
let salt: Buffer | undefined;
const saltAt = args.indexOf('--salt');
if (saltAt !== -1) {
  salt = Buffer.from(args[saltAt + 1] ?? '', 'base64');
  args.splice(saltAt, 2);
}
if (args.length === 0) {
  console.error('usage: npm run hash-secret -- [--salt BASE64] SECRET [SECRET...]');
  process.exit(2);
}
for (const secret of args) console.log(hashSecret(secret, salt));
