import { execFileSync } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';

const SALT = '0000000000000000004d6ec16dafe9d8370958664c1dc422f452892264c59526';
const HASH = 'b0e4d2c6a8f1e3d5c7b9a1f2e4d6c8b0a2f4e6d8c0b2a4f6e8d0c2b4a6f8e0d2';

/** bustabit's gameResult on node:crypto, with two decimals. */
function reference(hash: string): string {
  const mac = createHmac('sha256', SALT).update(Buffer.from(hash, 'hex')).digest('hex');
  const x = Number.parseInt(mac.slice(0, 13), 16) / 2 ** 52;
  return Math.max(1, Math.floor(99 / (1 - x)) / 100).toFixed(2);
}

describe('npm run verify -- --game crash', () => {
  it('prints the bust with two decimals and, with --chain N, the N earlier games', () => {
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/verify.ts', '--game', 'crash', '--hash', HASH, '--salt', SALT, '--chain', '2'],
      { encoding: 'utf8' },
    );
    const first = createHash('sha256').update(HASH).digest('hex');
    const second = createHash('sha256').update(first).digest('hex');
    expect(out.trim().split('\n')).toEqual([
      `crash ${HASH}: bust ${reference(HASH)}`,
      `  1 earlier ${first}: bust ${reference(first)}`,
      `  2 earlier ${second}: bust ${reference(second)}`,
    ]);
  });
});
