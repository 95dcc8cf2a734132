import { describe, expect, it } from 'vitest';
import { waitForDatabase } from './wait';

describe('waitForDatabase', () => {
  it('retries while the database is away, with growing jittered pauses, and says what it waits for', async () => {
    const pauses: number[] = [];
    const lines: string[] = [];
    let calls = 0;
    const result = await waitForDatabase(
      'migrations',
      async () => {
        calls++;
        if (calls < 5) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
        return 'migrated';
      },
      {
        log: (line) => lines.push(line),
        sleep: async (ms) => void pauses.push(ms),
        firstDelayMs: 100,
        maxDelayMs: 400,
      },
    );
    expect(result).toBe('migrated');
    expect(calls).toBe(5);
    expect(lines[0]).toMatch(
      /^Waiting for the database \(migrations\): connect ECONNREFUSED 127.0.0.1:5432; trying again in/,
    );
    const bounds = [100, 200, 400, 400];
    pauses.forEach((pause, i) => {
      expect(pause).toBeGreaterThanOrEqual((bounds[i] as number) / 2);
      expect(pause).toBeLessThanOrEqual(bounds[i] as number);
    });
  });

  it('does not retry an error that is not about reaching the database', async () => {
    let calls = 0;
    const broken = waitForDatabase(
      'migrations',
      async () => {
        calls++;
        throw Object.assign(new Error('syntax error at or near "CREAT"'), { code: '42601' });
      },
      { log: () => {}, sleep: async () => {} },
    );
    await expect(broken).rejects.toThrow('syntax error');
    expect(calls).toBe(1);
  });
});
