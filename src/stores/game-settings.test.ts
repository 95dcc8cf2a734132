import { describe, expect, it, vi } from 'vitest';
import type { ProfileAnswer } from '../../contract/api/profile';

const saved = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => saved.get(key) ?? null,
  setItem: (key: string, value: string) => void saved.set(key, value),
});
const { gameSettings, setInstant, setHotkeys } = await import('./game-settings');
const { applyProfile, applyToken } = await import('./session');

const player = (id: number) => ({ data: { id } }) as unknown as ProfileAnswer;
/** valtio tells its subscribers after the current task. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the game settings on this device', () => {
  it("are each player's own: instant mode and hotkeys follow whoever is signed in, a visitor has the device's", async () => {
    applyToken('token-1');
    applyProfile(player(1), Date.now(), false);
    await settle();
    setInstant('dice', true);
    setHotkeys(true);
    expect(gameSettings.instant.dice).toBe(true);

    // Another player on the same device starts with everything off.
    applyToken(null);
    applyToken('token-2');
    applyProfile(player(2), Date.now(), false);
    await settle();
    expect(gameSettings.instant.dice).toBeUndefined();
    expect(gameSettings.hotkeys).toBe(false);

    // A balance update (the same player's profile again) keeps them.
    setInstant('keno', true);
    applyProfile(player(2), Date.now(), false);
    await settle();
    expect(gameSettings.instant.keno).toBe(true);

    applyProfile(player(1), Date.now(), false);
    await settle();
    expect(gameSettings.instant).toEqual({ dice: true });
    expect(gameSettings.hotkeys).toBe(true);

    applyToken(null);
    await settle();
    expect(gameSettings.instant).toEqual({});
    expect([...saved.keys()].sort()).toEqual(['game-settings:1', 'game-settings:2']);
  });
});
