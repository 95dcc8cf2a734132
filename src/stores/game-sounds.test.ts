import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSound } from './game-settings';
import { soundOn } from './game-sounds';

function systemPrefersReducedMotion(reduced: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduced && query.includes('reduced-motion') }));
}

afterEach(() => {
  setSound(false, false);
  vi.unstubAllGlobals();
});

describe('whether a game plays its sounds', () => {
  it('is off by default', () => {
    systemPrefersReducedMotion(false);
    expect(soundOn()).toBe(false);
  });

  it('follows the toggle when the system asks for no reduced motion', () => {
    systemPrefersReducedMotion(false);
    setSound(true, false);
    expect(soundOn()).toBe(true);
    setSound(false, false);
    expect(soundOn()).toBe(false);
  });

  it('stays off under reduced motion when sound was turned on before the system asked for it', () => {
    systemPrefersReducedMotion(false);
    setSound(true, false);
    systemPrefersReducedMotion(true);
    expect(soundOn()).toBe(false);
  });

  it('plays under reduced motion once the player turned it on there (after being told)', () => {
    systemPrefersReducedMotion(true);
    setSound(true, true);
    expect(soundOn()).toBe(true);
  });
});
