import { createHmac } from 'node:crypto';
import { usePlatformHmac } from '../../contract/fairness/bytes';

/** The fairness draw's HMAC through node:crypto, synchronously (the same bytes as Web Crypto's). */
export const nodeHmacSha256 = (key: string, message: string): Uint8Array =>
  createHmac('sha256', key).update(message, 'utf8').digest();

export function useNodeHmac(): void {
  usePlatformHmac(nodeHmacSha256);
}
