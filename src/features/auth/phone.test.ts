import { describe, expect, it } from 'vitest';
import { formatPhoneInput, toE164 } from './phone';

describe('phone masks (spec §5: ru +7, kz +7, by +375)', () => {
  it('formats as the player types', () => {
    expect(formatPhoneInput('9161234567', 'RU')).toBe('916 123-45-67');
    expect(formatPhoneInput('+375291234567', 'BY')).toBe('+375 29 123 45 67');
  });

  it('sends E.164 and rejects numbers that are not valid for the country', () => {
    expect(toE164('916 123-45-67', 'RU')).toBe('+79161234567');
    expect(toE164('701 123 4567', 'KZ')).toBe('+77011234567');
    expect(toE164('29 123-45-67', 'BY')).toBe('+375291234567');
    expect(toE164('123', 'RU')).toBeNull();
  });
});
