/**
 * The slice of the Web Crypto API and the Encoding API that fairness needs.
 * `contract/` is typechecked against lib ES2022 only (no DOM), so these globals are typed here,
 * locally, instead of declaring globals that would clash with the DOM and WebWorker libs.
 * Browsers, workers and Node 20+ all provide them on `globalThis`.
 */
interface SubtleCryptoSlice {
  importKey(
    format: 'raw',
    keyData: Uint8Array,
    algorithm: { name: 'HMAC'; hash: 'SHA-256' },
    extractable: false,
    usages: ['sign'],
  ): Promise<unknown>;
  sign(algorithm: 'HMAC', key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
  digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer>;
}

interface WebPlatformSlice {
  crypto: { subtle?: SubtleCryptoSlice; getRandomValues<T extends Uint8Array>(array: T): T } | undefined;
  TextEncoder: new () => { encode(input: string): Uint8Array };
}

const platform = globalThis as unknown as WebPlatformSlice;

export function subtle(): SubtleCryptoSlice {
  const subtle = platform.crypto?.subtle;
  // Browsers expose crypto.subtle only in secure contexts (HTTPS or localhost).
  if (!subtle) throw new Error('Web Crypto (crypto.subtle) is unavailable here: it needs a secure context');
  return subtle;
}

export function randomBytes(length: number): Uint8Array {
  if (!platform.crypto) throw new Error('crypto.getRandomValues is unavailable here');
  return platform.crypto.getRandomValues(new Uint8Array(length));
}

export function utf8(text: string): Uint8Array {
  return new platform.TextEncoder().encode(text);
}

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
