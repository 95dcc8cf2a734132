import { TOTP_HEADER } from '../../contract/api/two-factor';

/** The second factor a sign-in or a withdrawal carries, for a player who enabled it (contract/api/two-factor.ts). */
export const totpHeaders = (code: string | undefined): Record<string, string> | undefined =>
  code ? { [TOTP_HEADER]: code.trim() } : undefined;
