/**
 * Test support only: node:crypto as the independent reference for the Web Crypto path.
 * contract/ is typechecked without Node's types, so the module is loaded by a non-literal
 * specifier and typed with the few members the tests use.
 */
interface NodeHash {
  update(data: string | Uint8Array): NodeHash;
  digest(): Uint8Array;
  digest(encoding: 'hex'): string;
}

interface NodeCrypto {
  createHmac(algorithm: 'sha256', key: string): NodeHash;
  createHash(algorithm: 'sha256'): NodeHash;
}

const NODE_CRYPTO: string = 'node:crypto';

async function nodeCrypto(): Promise<NodeCrypto> {
  return (await import(/* @vite-ignore */ NODE_CRYPTO)) as NodeCrypto;
}

export async function nodeHmacSha256(key: string, message: string): Promise<Uint8Array> {
  return new Uint8Array((await nodeCrypto()).createHmac('sha256', key).update(message).digest());
}

/** HMAC-SHA256 of raw bytes (given as hex) under a text key, as hex: bustabit's verifier step 1. */
export async function nodeHmacSha256OfHexBytes(key: string, messageHex: string): Promise<string> {
  const bytes = Uint8Array.from(messageHex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
  return (await nodeCrypto()).createHmac('sha256', key).update(bytes).digest('hex');
}

export async function nodeSha256Hex(text: string): Promise<string> {
  return (await nodeCrypto()).createHash('sha256').update(text).digest('hex');
}

/**
 * The bet's floats the way a third-party verifier computes them: concatenate the rounds' HMACs
 * and read each 4-byte group as a big-endian uint32 over 2^32.
 */
export async function referenceFloats(
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
  count: number,
  cursor = 0,
): Promise<number[]> {
  const stream: number[] = [];
  for (let round = 0; stream.length < (cursor + count) * 4; round++) {
    stream.push(...(await nodeHmacSha256(seeds.serverSeed, `${seeds.clientSeed}:${seeds.nonce}:${round}`)));
  }
  const view = new DataView(Uint8Array.from(stream).buffer);
  return Array.from({ length: count }, (_, i) => view.getUint32((cursor + i) * 4, false) / 2 ** 32);
}

/**
 * A private room's winning entry the way an outside verifier computes it from the published rule: HMAC-SHA256(seed,
 * `${ids joined by ","}:0:0`), its first four bytes big-endian over 2^32, ticket floor(float × pot), the entry whose
 * stake range [start, start + stake) holds the ticket, entries in id order.
 */
export async function referenceRoomWinner(serverSeed: string, entries: { id: number; stake: bigint }[]) {
  const sorted = [...entries].sort((a, b) => a.id - b.id);
  const mac = await nodeHmacSha256(serverSeed, `${sorted.map((e) => e.id).join(',')}:0:0`);
  const word = new DataView(mac.buffer, mac.byteOffset).getUint32(0, false);
  const pot = sorted.reduce((sum, e) => sum + e.stake, 0n);
  const ticket = (BigInt(word) * pot) / 2n ** 32n;
  let start = 0n;
  for (const entry of sorted) {
    if (ticket >= start && ticket < start + entry.stake) return { id: entry.id, ticket, pot };
    start += entry.stake;
  }
  throw new Error('no entry holds the ticket');
}
