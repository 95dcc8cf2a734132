import { describe, expect, it } from 'vitest';
import { draftOf, settingsBody } from './limits-draft';

describe('a game’s limits form', () => {
  it('starts from the operator’s limits, every other currency blank (the spec’s)', () => {
    const draft = draftOf({ limits: { RUB: { min: '1.00', max: null } } });
    expect(draft.RUB).toEqual({ min: '1.00', max: '' });
    expect(draft.USD).toEqual({ min: '', max: '' });
  });

  it('sends only the currencies with a bound, blanks as null, a decimal comma as a point', () => {
    const draft = draftOf({ limits: {} });
    draft.RUB = { min: ' ', max: '5000,50' };
    draft.KZT = { min: '10', max: '' };
    expect(settingsBody(true, draft)).toEqual({
      enabled: true,
      limits: { RUB: { min: null, max: '5000.50' }, KZT: { min: '10', max: null } },
    });
  });

  it('keeps the limits when only the game is switched off', () => {
    const draft = draftOf({ limits: { USD: { min: '0.10', max: '100.00' } } });
    expect(settingsBody(false, draft)).toEqual({ enabled: false, limits: { USD: { min: '0.10', max: '100.00' } } });
  });
});
