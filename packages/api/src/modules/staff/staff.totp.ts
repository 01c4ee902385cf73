import { STAFF_TOTP_DIGITS, STAFF_TOTP_PERIOD_S } from '@vag/domain';
import { Secret, TOTP } from 'otpauth';

/*
 * TOTP (RFC 6238) with otpauth (docs/decisions/0012): SHA-1, 6 digits, 30 s, the defaults every
 * authenticator app reads. One step of clock drift either way; a step is accepted once.
 */

const ISSUER = 'Vagheggi';

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: STAFF_TOTP_DIGITS,
    period: STAFF_TOTP_PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

/** A new 160-bit secret, base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The time step a code belongs to, when it is right within one step of now; null otherwise. */
export function totpStepOf(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / STAFF_TOTP_PERIOD_S) + delta;
}

/** The code of a moment (tests and the demo's e2e journey compute it as an app would). */
export function totpCode(secret: string, now = Date.now()): string {
  return totpOf(secret).generate({ timestamp: now });
}

/** The `otpauth://` URI and its QR code as an SVG data URL, for enrolment. */
export async function totpEnrolment(secret: string, email: string): Promise<{ uri: string; qrSvg: string }> {
  const uri = totpOf(secret, email).toString();
  // The QR encoder loads with the first enrolment, not at the server's start (issue 23's idle memory).
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { uri, qrSvg: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}
