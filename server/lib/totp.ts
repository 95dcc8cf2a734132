import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Lucky Mirror';
const PERIOD_S = 30;

const totpOf = (secret: string, label: string) =>
  new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), digits: 6, period: PERIOD_S });

/** A new TOTP secret (base32, 160 bits) and the otpauth:// address an authenticator app reads. */
export function newTotp(label: string): { secret: string; otpauthUrl: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totpOf(secret, label).toString() };
}

/**
 * The 30-second step a 6-digit code belongs to (RFC 6238, one step either side), or null when it is wrong. The
 * caller keeps the last step used and refuses one not after it, so a code is accepted once.
 */
export function totpStep(secret: string, code: string, at: Date): number | null {
  const token = code.trim();
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret, '').validate({ token, timestamp: at.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(at.getTime() / 1000 / PERIOD_S) + delta;
}
