import { describe, expect, it } from 'vitest';
import { watchConnection } from './connection-watch';
import { json } from './scripted-fetch.testing';

describe('watchConnection', () => {
  it('calls back once when an answer comes after lost ones (the browser never went offline)', async () => {
    let down = false;
    let back = 0;
    const fetch = watchConnection(
      async () => {
        if (down) throw new TypeError('Failed to fetch');
        return json(200, {});
      },
      () => back++,
    );
    await fetch('http://api.localhost/a');
    expect(back).toBe(0);
    down = true;
    await expect(fetch('http://api.localhost/a')).rejects.toThrow();
    await expect(fetch('http://api.localhost/a')).rejects.toThrow();
    down = false;
    await fetch('http://api.localhost/a');
    await fetch('http://api.localhost/a');
    expect(back).toBe(1);
  });
});
