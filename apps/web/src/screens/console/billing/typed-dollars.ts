/** An amount typed in dollars, read: whole cents, or why the text is not an amount. */
export type TypedDollars = { ok: true; cents: number } | { ok: false; problem: string };

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Dollars as typed ('$1,250.50', '10.10', '24') as whole cents, read from the text so no float
 * rounds them ('10.10' is 1010 cents). More than two decimals is refused: $10.005 would be a
 * rounding the staff member did not choose. `noun` names the amount in the problems ('the price').
 */
export function readDollars(text: string, noun: string): TypedDollars {
  const plain = text.trim().replace(/^\$\s*/, '');
  if (plain === '') return { ok: false, problem: `Type ${noun} in dollars.` };
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/.exec(plain);
  if (!match) return { ok: false, problem: `Type ${noun} in dollars, such as 24 or 1,250.50.` };
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { ok: false, problem: `${capital(noun)} has at most two decimals (whole cents).` };
  const whole = match[1]!.replace(/,/g, '');
  // Past 15 digits a number is no longer exact; no amount the contracts take comes near.
  if (whole.length > 12) return { ok: false, problem: `${capital(noun)} is too large.` };
  return { ok: true, cents: Number(whole) * 100 + Number(fraction.padEnd(2, '0')) };
}
