import { MAX_AUTO_CASHOUT, MIN_AUTO_CASHOUT } from '../../../../contract/games/rules/crash';

/**
 * The automatic cash-out field as the bet sends it: empty → null (the player cashes out), "2" or "2.5" → "2.00" /
 * "2.50", or 'invalid' outside MIN..MAX_AUTO_CASHOUT or not a number with at most two decimals.
 */
export function autoCashoutValue(typed: string): string | null | 'invalid' {
  const text = typed.trim();
  if (text === '') return null;
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return 'invalid';
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (hundredths < MIN_AUTO_CASHOUT || hundredths > MAX_AUTO_CASHOUT) return 'invalid';
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}
