import { describe, expect, it } from 'vitest';
import { initialInstallState, installVisible, nextInstallState } from './install-state';

describe('install prompt states (spec §4)', () => {
  it('starts installed in the standalone app, dismissed when remembered, else waits for an offer', () => {
    expect(initialInstallState({ standalone: true, hidden: false })).toBe('installed');
    expect(initialInstallState({ standalone: false, hidden: true })).toBe('dismissed');
    expect(initialInstallState({ standalone: false, hidden: false })).toBe('unavailable');
  });

  it('an offer makes it available, then shown; both are visible', () => {
    const available = nextInstallState('unavailable', { type: 'offered', mode: 'prompt' });
    expect(available).toBe('available');
    const shown = nextInstallState(available, { type: 'shown' });
    expect(shown).toBe('shown');
    expect(installVisible(available) && installVisible(shown)).toBe(true);
    expect(installVisible('unavailable')).toBe(false);
  });

  it('hidden for good once dismissed: a later offer does not bring it back', () => {
    const dismissed = nextInstallState('shown', { type: 'dismissed' });
    expect(dismissed).toBe('dismissed');
    expect(nextInstallState(dismissed, { type: 'offered', mode: 'prompt' })).toBe('dismissed');
    expect(nextInstallState(dismissed, { type: 'shown' })).toBe('dismissed');
    expect(installVisible(dismissed)).toBe(false);
  });

  it('hidden when installed, whatever happens next', () => {
    expect(nextInstallState('shown', { type: 'installed' })).toBe('installed');
    expect(nextInstallState('dismissed', { type: 'installed' })).toBe('installed');
    for (const event of [{ type: 'offered', mode: 'ios' }, { type: 'shown' }, { type: 'dismissed' }] as const) {
      expect(nextInstallState('installed', event)).toBe('installed');
    }
    expect(installVisible('installed')).toBe(false);
  });

  it('a shown event before any offer changes nothing', () => {
    expect(nextInstallState('unavailable', { type: 'shown' })).toBe('unavailable');
  });
});
