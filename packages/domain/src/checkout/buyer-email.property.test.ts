import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBuyerEmail } from './buyer-email';
import { buyerEmailSchema } from './buyer-email.schema';

const padding = fc.constantFrom('', ' ', '  ', '\t', '\n', '\u00a0');
const address = fc.oneof(
  fc.emailAddress(),
  fc.emailAddress().map((email) => email.toUpperCase()),
  fc
    .tuple(fc.string({ maxLength: 120 }), fc.constantFrom('@', '@@', ''), fc.string({ maxLength: 80 }))
    .map((parts) => parts.join('')),
  // Around the 200-character limit.
  fc.string({ minLength: 186, maxLength: 190 }).map((local) => `${local.replace(/[^a-z]/gi, 'a')}@example.com`),
  fc.string(),
);

describe('isBuyerEmail', () => {
  it('agrees with the schema create-order applies', () => {
    fc.assert(
      fc.property(padding, address, padding, (before, email, after) => {
        const value = before + email + after;
        expect(isBuyerEmail(value)).toBe(buyerEmailSchema.safeParse(value).success);
      }),
      { numRuns: 20_000 },
    );
  });
});
