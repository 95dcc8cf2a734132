import { describe, expect, it } from 'vitest';
import { KYC_MIME } from '../../../contract/api/account';
import { documentProblem, KYC_MAX_BYTES } from './kyc-files';

describe('verification uploads', () => {
  it('accept the types the server accepts, within 10 MB', () => {
    for (const kind of ['identity', 'selfie'] as const) {
      for (const type of KYC_MIME[kind]) expect(documentProblem(kind, { type, size: 1000 })).toBeNull();
    }
    expect(documentProblem('selfie', { type: 'application/pdf', size: 10 })).toBe('type');
    expect(documentProblem('identity', { type: 'image/gif', size: 10 })).toBe('type');
    expect(documentProblem('identity', { type: 'image/png', size: KYC_MAX_BYTES + 1 })).toBe('size');
  });
});
