import { describe, expect, it, vi } from 'vitest';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('otherTabsOpen', () => {
  it('is false in the only tab, and true in each of two tabs', async () => {
    vi.stubGlobal('addEventListener', () => {});
    const first = await import('./other-tabs');
    await settle();
    expect(first.otherTabsOpen()).toBe(false);
    vi.resetModules();
    const second = await import('./other-tabs');
    await settle();
    expect(second.otherTabsOpen()).toBe(true);
    expect(first.otherTabsOpen()).toBe(true);
    vi.unstubAllGlobals();
  });
});
