// The routes that check a secret: login, store unlock, bypass check, admin unlock. Wrong secrets
// among their bad requests must each be counted once, in the client's and the secret's counts.
import fc from 'fast-check';
import { normalizeBypassCode } from '@portal/domain';
import { jsonRequest, w } from '../../test-support/fuzz/bad-request';
import {
  demoOf,
  failuresOf,
  GROUP_PASSWORDS,
  GROUPS,
  isBypassCode,
  STORES_WITH_PASSWORD,
  tenant,
} from '../../test-support/fuzz/groups';
import { describeBadInput } from '../../test-support/fuzz/run';
import { schemaViolations } from '../../test-support/fuzz/schema-violations';
import { badText, BLANKS, chars, companyName, secretGuess, unknownGroup } from '../../test-support/fuzz/values';

const login = '/v1/login';
const loginRequests = fc.oneof(
  ...schemaViolations({
    url: login,
    body: fc.constant({ password: 'not the password' }),
    required: ['password'],
    badFields: { password: badText(200) },
  }),
  w(
    1,
    secretGuess
      .filter((guess) => !GROUP_PASSWORDS.includes(guess.normalize('NFC')))
      .map((password) => jsonRequest('wrong password', login, { password }, [401], { failures: failuresOf(null, 'password') })),
  ),
);

const unlock = '/v1/stores/unlock';
const unlockRequests = fc.oneof(
  ...schemaViolations({
    url: unlock,
    body: fc.constantFrom(...STORES_WITH_PASSWORD).map((s) => ({ companyName: s.group, storeCode: s.code, password: 'wrong' })),
    required: ['companyName', 'storeCode', 'password'],
    badFields: { companyName, storeCode: badText(20), password: badText(200) },
  }),
  w(
    8,
    fc
      .record({ companyName: unknownGroup, storeCode: chars(0, 20), password: chars(0, 20) })
      .map((body) => jsonRequest('unknown group', unlock, body, [404])),
  ),
  w(
    8,
    fc
      .record({
        group: fc.constantFrom(...GROUPS),
        storeCode: fc.oneof(
          chars(0, 20),
          fc.constantFrom('__proto__', 'constructor', 'hasOwnProperty', 'srty01', 'SRTY01 ', 'GDWH01'),
        ),
      })
      .filter(({ group, storeCode }) => !tenant(group).config.stores.some((s) => s.code === storeCode))
      .map(({ group, storeCode }) =>
        jsonRequest('unknown store', unlock, { companyName: group, storeCode, password: 'x' }, [404]),
      ),
  ),
  w(
    1,
    fc
      .record({ store: fc.constantFrom(...STORES_WITH_PASSWORD), password: secretGuess })
      .filter(({ store, password }) => password.length <= 200 && password.normalize('NFC') !== store.password)
      .map(({ store, password }) =>
        jsonRequest('wrong store password', unlock, { companyName: store.group, storeCode: store.code, password }, [401], {
          failures: failuresOf(store.group, `store-${store.code}`),
        }),
      ),
  ),
);

const bypass = '/v1/bypass/check';
const bypassRequests = fc.oneof(
  ...schemaViolations({
    url: bypass,
    body: fc.constantFrom(...GROUPS).map((group) => ({ companyName: group, code: 'NOT-A-CODE' })),
    required: ['companyName', 'code'],
    badFields: { companyName, code: badText(200) },
  }),
  w(
    8,
    fc.record({ companyName: unknownGroup, code: chars(0, 20) }).map((body) => jsonRequest('unknown group', bypass, body, [404])),
  ),
  w(
    6,
    fc.record({ group: fc.constantFrom(...GROUPS), code: fc.constantFrom('', ...BLANKS) }).map(({ group, code }) =>
      jsonRequest('blank bypass code', bypass, { companyName: group, code }, [200], {
        answer: { valid: false },
        failures: failuresOf(group, 'bypass'),
      }),
    ),
  ),
  w(
    1,
    fc
      .record({ group: fc.constantFrom(...GROUPS), code: secretGuess })
      .filter(({ group, code }) => normalizeBypassCode(code) !== '' && !isBypassCode(group, code))
      .map(({ group, code }) =>
        jsonRequest('wrong bypass code', bypass, { companyName: group, code }, [200], {
          answer: { valid: false },
          failures: failuresOf(group, 'bypass'),
        }),
      ),
  ),
);

const admin = '/v1/admin/unlock';
const adminRequests = fc.oneof(
  ...schemaViolations({
    url: admin,
    body: fc.constantFrom(...GROUPS).map((group) => ({ companyName: group, password: 'wrong' })),
    required: ['companyName', 'password'],
    badFields: { companyName, password: badText(200) },
  }),
  w(
    8,
    fc
      .record({ companyName: unknownGroup, password: chars(0, 20) })
      .map((body) => jsonRequest('unknown group', admin, body, [404])),
  ),
  w(
    1,
    fc
      .record({ group: fc.constantFrom(...GROUPS), password: secretGuess })
      .filter(({ group, password }) => password.normalize('NFC') !== demoOf(group).admin)
      .map(({ group, password }) =>
        jsonRequest('wrong admin password', admin, { companyName: group, password }, [401], {
          failures: failuresOf(group, 'admin'),
        }),
      ),
  ),
);

describeBadInput('the secret checks', {
  wrongSecrets: true,
  routes: {
    '/v1/login': () => loginRequests,
    '/v1/stores/unlock': () => unlockRequests,
    '/v1/bypass/check': () => bypassRequests,
    '/v1/admin/unlock': () => adminRequests,
  },
});
