import { describe, expect, it, vi } from 'vitest';
import { AUTH_API } from '../../contract/api/auth';
import { pathOf } from '../../contract/api/endpoint';
import { VERIFICATION_API } from '../../contract/api/verification';
import { json, type RecordedCall, scriptedFetch } from '../http/scripted-fetch.testing';
import { createSession } from '../session/session';
import { createAccount } from './account';

function account(handler: (call: RecordedCall) => Response) {
  const server = scriptedFetch(handler);
  const session = createSession({
    emit: () => {},
    store: { read: async () => null, write: async () => {}, update: async () => {}, clear: async () => {} },
    baseURL: () => 'http://api.localhost:8080',
    currentUrl: () => 'http://localhost:8080/en',
    fetch: server.fetch,
    retryDelayMs: 0,
    locale: () => 'en',
  });
  return { account: createAccount(session), calls: server.calls };
}

describe('confirming the address and the social providers', () => {
  it('asks for a new confirmation code for the e-mail, or by SMS for the phone', async () => {
    const { account: a, calls } = account(() => json(200, { success: true, data: { resend_in: 60, expires_in: 600 } }));
    expect(await a.resendAddressCode('email')).toEqual({ ok: true, data: { resend_in: 60, expires_in: 600 } });
    await a.resendAddressCode('phone');
    expect(calls.map((call) => call.url.pathname)).toEqual([AUTH_API.emailResend.path, AUTH_API.phoneResend.path]);
    expect(calls[1]?.url.searchParams.get('type')).toBe('sms');
  });

  it('answers the offered providers and refuses a list with one it does not know', async () => {
    const offered = account(() => json(200, { success: true, data: { providers: ['google', 'sandbox'] } }));
    expect(await offered.account.socialProviders()).toEqual({ ok: true, data: ['google', 'sandbox'] });
    const odd = account(() => json(200, { success: true, data: { providers: ['facebook'] } }));
    expect(await odd.account.socialProviders()).toMatchObject({
      ok: false,
      failure: { kind: 'http', status: 502, code: 'answer_malformed' },
    });
  });

  it('says provider_unreachable when the browser cannot reach the popup address', async () => {
    const { account: a } = account(() => json(200, { success: true, url: 'https://accounts.example/authorize?x=1' }));
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    try {
      expect(await a.socialLoginUrl({ provider: 'google', origin: 'http://localhost:8080' })).toMatchObject({
        ok: false,
        failure: { kind: 'http', status: 503, code: 'provider_unreachable' },
      });
    } finally {
      vi.unstubAllGlobals();
    }
    vi.stubGlobal('fetch', async () => new Response(null, { status: 200 }));
    try {
      expect(await a.socialLoginUrl({ provider: 'google', origin: 'http://localhost:8080' })).toEqual({
        ok: true,
        data: 'https://accounts.example/authorize?x=1',
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('account answers are checked', () => {
  it('sends a phone login code by SMS and answers when another may be asked for', async () => {
    const { account: a, calls } = account(() => json(200, { success: true, data: { resend_in: 60, expires_in: 600 } }));
    expect(await a.sendLoginCode('phone', '+77011234567')).toEqual({
      ok: true,
      data: { resend_in: 60, expires_in: 600 },
    });
    expect(calls[0]?.url.pathname).toBe(AUTH_API.loginPhoneVerification.path);
    expect(calls[0]?.url.searchParams.get('type')).toBe('sms');
  });

  it('refuses a malformed code-sent answer with a clear failure', async () => {
    const { account: a } = account(() => json(200, { success: true, data: { resend_in: 'soon' } }));
    const result = await a.sendLoginCode('email', 'a@b.co');
    expect(result).toMatchObject({ ok: false, failure: { kind: 'http', status: 502, code: 'answer_malformed' } });
  });

  it('refuses a malformed verification state (an unknown status) with a clear failure', async () => {
    const { account: a } = account(() =>
      json(200, { data: { is_need: true, status: 'maybe', group: null, reason: null, documents: [] } }),
    );
    expect(await a.verification()).toMatchObject({
      ok: false,
      failure: { kind: 'http', status: 502, code: 'answer_malformed' },
    });
  });

  it('uploads a document as it is to the path of its kind', async () => {
    const state = { data: { is_need: true, status: 'pending', group: 'pending', reason: null, documents: [] } };
    const { account: a, calls } = account(() => json(200, state));
    const result = await a.uploadDocument('selfie', new Uint8Array([1, 2, 3]).buffer, 'image/png');
    expect(result).toEqual({ ok: true, data: state.data });
    expect(calls[0]?.url.pathname).toBe(pathOf(VERIFICATION_API.upload.path, { kind: 'selfie' }));
    expect(calls[0]?.headers.get('content-type')).toBe('image/png');
  });

  it('refuses a malformed VIP request with a clear failure', async () => {
    const { account: a } = account(() => json(200, { success: true, data: { status: 'gold' } }));
    expect(await a.joinVip('page')).toMatchObject({
      ok: false,
      failure: { kind: 'http', status: 502, code: 'answer_malformed' },
    });
  });
});
