import { FetchError } from 'ofetch';
import { describe, expect, it } from 'vitest';
import { createIntentKeys, decide } from './intent-keys';

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};

function httpError(status: number): FetchError {
  const error = new FetchError(`HTTP ${status}`);
  error.status = status;
  error.data = { code: `http_${status}`, message: 'refused' };
  return error;
}

describe('an operator decision’s Idempotency-Key', () => {
  it('is the same for a second click while the first is unanswered, and new once it is answered', async () => {
    const keys = createIntentKeys(counter());
    const sent: string[] = [];
    let release: () => void = () => {};
    const first = decide(keys, 'payout:7:approve:', (key) => {
      sent.push(key);
      return new Promise<string>((resolve) => {
        release = () => resolve('approved');
      });
    });
    const second = decide(keys, 'payout:7:approve:', async (key) => {
      sent.push(key);
      return 'approved';
    });
    await second;
    release();
    expect(await first).toEqual({ ok: true, data: 'approved' });
    expect(sent).toEqual(['key-1', 'key-1']);

    await decide(keys, 'payout:7:approve:', async (key) => sent.push(key));
    expect(sent.at(-1)).toBe('key-2');
  });

  it('is kept after a lost answer (network, 503), so the retry is recognised; dropped after a refusal', async () => {
    const keys = createIntentKeys(counter());
    const sent: string[] = [];
    const lost = await decide(keys, 'payout:9:reject:fraud', async (key) => {
      sent.push(key);
      throw new TypeError('Failed to fetch');
    });
    expect(lost.ok).toBe(false);
    await decide(keys, 'payout:9:reject:fraud', async (key) => {
      sent.push(key);
      throw httpError(503);
    });
    const refused = await decide(keys, 'payout:9:reject:fraud', async (key) => {
      sent.push(key);
      throw httpError(409);
    });
    expect(refused).toMatchObject({ ok: false, failure: { kind: 'http', status: 409 } });
    await decide(keys, 'payout:9:reject:fraud', async (key) => sent.push(key));
    expect(sent).toEqual(['key-1', 'key-1', 'key-1', 'key-2']);
  });

  it('differs between decisions: another payout, action or reason', async () => {
    const keys = createIntentKeys(counter());
    expect(new Set(['payout:1:hold:a', 'payout:1:hold:b', 'payout:2:hold:a'].map(keys.keyFor)).size).toBe(3);
  });
});
