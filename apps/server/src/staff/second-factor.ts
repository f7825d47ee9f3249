import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** What the authenticator app shows above the codes. */
export const TOTP_ISSUER = 'Crestline Console';

/** A code of the step before or after is accepted too: a phone's clock a little off still works. */
const TOLERANCE_SECONDS = 30;

export const RECOVERY_CODE_COUNT = 10;

/** The key that seals TOTP keys at rest, drawn from the cookie secret as the cookies' own key is. */
export function secondFactorKey(cookieSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', cookieSecret, 'crestline-portal', 'staff totp keys', 32));
}

export function sealTotpSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The TOTP key, or null when it was sealed under another cookie secret (the staff member enrols again). */
export function openTotpSecret(key: Buffer, sealed: string): string | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** A new TOTP key (160 bits, base32) and what enrolment shows of it: the otpauth URL as a QR code. */
export async function newTotpEnrolment(email: string): Promise<{ secret: string; otpauthUrl: string; qrSvg: string }> {
  const secret = generateSecret();
  const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: email, secret });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrSvg };
}

/**
 * The time step of a right code, later than `afterStep` (the last one accepted, so a code cannot
 * be used twice), or null for a wrong or spent one.
 */
export async function checkTotpCode(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/** Ten codes of 10 base32 characters (50 bits each), written 'abcde-fghij' to be read and typed. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** How a recovery code is kept and looked up: spaces, dashes and case do not matter. */
export function recoveryCodeHash(code: string): string {
  const plain = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(plain).digest('base64url');
}

export const looksLikeRecoveryCode = (code: string): boolean => /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(code.trim());
