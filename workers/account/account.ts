import type { KycDocumentKind } from '../../contract/api/account';
import {
  AUTH_API,
  type LoginPhonePasswordBody,
  type PasswordSetBody,
  type PasswordUpdateBody,
  type RegisterPhoneBody,
  type SocialLoginBody,
} from '../../contract/api/auth';
import { PROFILE_API, type SettingsBody } from '../../contract/api/profile';
import { VERIFICATION_API } from '../../contract/api/verification';
import { VIP_API, type VipRequestType } from '../../contract/api/vip';
import { type ApiResult, attempt, Refusal } from '../api-result';
import { call, callRaw } from '../http/call';
import { reachable } from '../http/reachable';
import { totpHeaders } from '../session/second-factor';
import type { Session } from '../session/session';

type CodeChannel = 'email' | 'phone';

/** Codes to a phone go by SMS (spec §9: requested with type=sms). */
const SMS = { type: 'sms' } as const;

/** Accounts beyond e-mail+password (spec §7): phone, one-time codes, passwords, settings and sessions. */
export function createAccount(session: Session) {
  const { http } = session;
  return {
    registerPhone: (body: RegisterPhoneBody) =>
      session.authenticate(() => callRaw(http, AUTH_API.registerPhone, { body })),
    loginPhonePassword: (body: LoginPhonePasswordBody, totp?: string) =>
      session.authenticate(() => callRaw(http, AUTH_API.loginPhonePassword, { body, headers: totpHeaders(totp) })),

    /** Sends a login code by e-mail, or by SMS to a phone (spec: codes are requested with type=sms). */
    sendLoginCode: (channel: CodeChannel, address: string) =>
      attempt(async () => {
        const answer =
          channel === 'email'
            ? await callRaw(http, AUTH_API.loginEmailVerification, { body: { email: address } })
            : await callRaw(http, AUTH_API.loginPhoneVerification, { query: SMS, body: { phone: address } });
        return answer.data;
      }),

    loginWithCode: (channel: CodeChannel, address: string, code: string, totp?: string) =>
      channel === 'email'
        ? session.authenticate(() =>
            callRaw(http, AUTH_API.loginEmailCode, { body: { email: address, code }, headers: totpHeaders(totp) }),
          )
        : session.authenticate(() =>
            callRaw(http, AUTH_API.loginPhoneCode, {
              query: SMS,
              body: { phone: address, code },
              headers: totpHeaders(totp),
            }),
          ),

    /** Confirms the signed-in player's e-mail or phone with the code sent at registration (or sent again). */
    verifyAddress: (channel: CodeChannel, code: string) =>
      attempt(async () => {
        if (channel === 'email') await call(http, AUTH_API.emailVerifyCode, { body: { code } });
        else await call(http, AUTH_API.phoneVerifyCode, { body: { code } });
        await session.loadProfile();
        return null;
      }),
    /** A new confirmation code; a refusal for asking too soon carries the seconds left (`retryAfter`). */
    resendAddressCode: (channel: CodeChannel) =>
      attempt(
        async () =>
          (channel === 'email'
            ? await call(http, AUTH_API.emailResend)
            : await call(http, AUTH_API.phoneResend, { query: SMS })
          ).data,
      ),
    /** The social providers this server offers. */
    socialProviders: () => attempt(async () => (await call(http, AUTH_API.socialProviders)).data.providers),

    /** Password restore, step one: a code by e-mail, or by SMS to the phone. */
    forgotPassword: (channel: CodeChannel, address: string) =>
      attempt(async () => {
        const answer =
          channel === 'email'
            ? await callRaw(http, AUTH_API.passwordEmailForgot, { body: { email: address } })
            : await callRaw(http, AUTH_API.passwordPhoneForgot, { query: {}, body: { phone: address } });
        return answer.data;
      }),

    /** Step two: the code and the new password; the answer signs the player in. */
    async resetWithCode(channel: CodeChannel, address: string, code: string, password: string, confirm: string) {
      if (channel === 'email') {
        return session.authenticate(() =>
          callRaw(http, AUTH_API.passwordEmailResetCode, {
            body: { email: address, code, password, password_confirm: confirm },
          }),
        );
      }
      const token = await attempt(
        async () =>
          (await callRaw(http, AUTH_API.passwordPhoneCodeConfirm, { body: { phone: address, code } })).data.reset_token,
      );
      if (!token.ok) return token;
      return session.authenticate(() =>
        callRaw(http, AUTH_API.passwordPhoneReset, {
          body: { token: token.data, password, password_confirm: confirm },
        }),
      );
    },

    /** The restore link: /reset-password/{token}?phone=… (spec §2). */
    checkResetToken: (token: string, phone: string) =>
      attempt(async () => {
        await callRaw(http, AUTH_API.passwordPhoneTokenCheck, { body: { token, phone } });
        return null;
      }),
    resetWithToken: (token: string, password: string, confirm: string) =>
      session.authenticate(() =>
        callRaw(http, AUTH_API.passwordPhoneReset, { body: { token, password, password_confirm: confirm } }),
      ),

    /**
     * Spec §2: `?simpleAuthToken=` with the simpleAuth cookie signs in with the token, then tells the server the
     * host and browser, then the profile is fetched (the sign-in already loads it).
     */
    async simpleSignIn(token: string, device: { host: string; userAgent: string }): Promise<ApiResult<null>> {
      const signed = await session.authenticate(() => callRaw(http, AUTH_API.simpleAuthLogin, { body: { token } }));
      if (!signed.ok) return signed;
      return attempt(async () => {
        await call(http, AUTH_API.simpleAuthDevice, { body: device });
        await session.loadProfile();
        return null;
      });
    },

    /** Verification (KYC): the player's state and what was uploaded. */
    verification: () => attempt(async () => (await call(http, VERIFICATION_API.state)).data),
    /** Uploads one document as it is (type and size were checked on the page; the server checks again). */
    uploadDocument: (kind: KycDocumentKind, data: ArrayBuffer, type: string) =>
      attempt(async () => {
        await call(http, VERIFICATION_API.upload, { params: { kind }, file: { data, type } });
        await session.loadProfile();
        return (await call(http, VERIFICATION_API.state)).data;
      }),

    /** The player's VIP club request (null: none yet), and asking to join (answers the first request on a repeat). */
    vipRequest: () => attempt(async () => (await call(http, VIP_API.request)).data),
    joinVip: (requestType: VipRequestType) =>
      attempt(async () => (await call(http, VIP_API.join, { body: { request_type: requestType } })).data),

    /**
     * Social login, step one: where the popup goes (null: the provider is not configured). The address is tried
     * first (a no-cors HEAD: the answer is not read), so a provider the player cannot reach is said at once
     * instead of a popup left on the browser's error page: 503 `provider_unreachable`.
     */
    socialLoginUrl: (body: SocialLoginBody) =>
      attempt(async () => {
        const { url } = await callRaw(http, AUTH_API.socialLogin, { body });
        if (url && !(await reachable(url))) {
          throw new Refusal({
            kind: 'http',
            status: 503,
            code: 'provider_unreachable',
            message: 'The login provider cannot be reached',
          });
        }
        return url;
      }),
    /** Step two: the one-time code the popup posted, exchanged for the session's tokens. */
    socialExchange: (code: string) =>
      session.authenticate(() => callRaw(http, AUTH_API.socialExchange, { body: { code } })),

    updatePassword: (body: PasswordUpdateBody) =>
      attempt(async () => {
        await call(http, AUTH_API.passwordUpdate, { body });
        return null;
      }),
    setPassword: (body: PasswordSetBody) =>
      attempt(async () => {
        await call(http, AUTH_API.passwordSet, { body });
        await session.loadProfile();
        return null;
      }),

    /** PUT /profile/settings with exactly one field; the answered User replaces the profile. */
    updateSetting: (body: SettingsBody) =>
      attempt(async () => {
        const answer = await call(http, PROFILE_API.settings, { body });
        await session.applyUser(answer.data);
        return answer.data;
      }),

    sessions: () => attempt(async () => (await call(http, PROFILE_API.sessions)).data),
    revokeSession: (id: string) =>
      attempt(async () => (await call(http, PROFILE_API.revokeSession, { params: { id } })).data),
    revokeOtherSessions: () => attempt(async () => (await call(http, PROFILE_API.revokeOtherSessions)).data),
  };
}

export type Account = ReturnType<typeof createAccount>;
