import { describe, expect, it } from 'vitest';
import { mirrorHealth } from './health';

describe("a mirror's health from the players' probes", () => {
  it('is unknown without reports, up when all loaded, degraded when some failed, down when none loaded', () => {
    expect(mirrorHealth({ ok: 0, failed: 0 })).toBe('unknown');
    expect(mirrorHealth({ ok: 5, failed: 0 })).toBe('up');
    expect(mirrorHealth({ ok: 5, failed: 1 })).toBe('degraded');
    expect(mirrorHealth({ ok: 0, failed: 3 })).toBe('down');
  });
});
