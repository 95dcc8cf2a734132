import { describe, expect, it } from 'vitest';
import { DEV_MIRROR_PUBLIC_KEY } from '../contract/mirror-list';
import { DEV_MIRROR_SIGNING_KEY } from '../server/mirrors/dev-key';
import { importMirrorKey, signMirrorList } from '../server/mirrors/signing';
import { json, scriptedFetch } from '../workers/http/scripted-fetch.testing';
import { syncMirrorList } from './list-sync';
import { createMirrorTrust } from './mirror-trust';

const signer = {
  sign: (domains: string[], at: number) => signMirrorList([importMirrorKey(DEV_MIRROR_SIGNING_KEY)], domains, at),
};
const ours = (body: unknown) => {
  const response = json(200, body);
  response.headers.set('x-lucky-server', '1');
  return response;
};

async function run(answer: () => Response) {
  const written: unknown[] = [];
  const server = scriptedFetch(answer);
  const domains = await syncMirrorList({
    fetch: server.fetch,
    trust: createMirrorTrust({ built: [DEV_MIRROR_PUBLIC_KEY] }),
    readApiBase: async () => 'http://api.m1.localhost:8080',
    writeMirrorList: async (list) => void written.push(list),
  });
  return { domains, written, calls: server.calls };
}

describe('the service worker mirror sync', () => {
  it('fetches the list from the API base in syncStore and keeps it when it verifies', async () => {
    const list = signer.sign(['m1.localhost:8080', 'm2.localhost:8080'], Date.now());
    const { domains, written, calls } = await run(() => ours({ data: list }));
    expect(calls[0]?.url.toString()).toBe('http://api.m1.localhost:8080/api/getMirrorsToCheck');
    expect(domains).toEqual(['m1.localhost:8080', 'm2.localhost:8080']);
    expect(written).toEqual([list]);
  });

  it('keeps nothing from a tampered list or an answer that is not ours', async () => {
    const list = signer.sign(['m1.localhost:8080'], Date.now());
    const tampered = await run(() => ours({ data: { ...list, domains: ['m1.evil.com'] } }));
    expect(tampered.written).toEqual([]);
    const foreign = await run(() => json(200, { data: list }));
    expect(foreign.written).toEqual([]);
  });
});
