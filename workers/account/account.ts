import type { KycDocumentKind, VerificationAnswer } from '../../contract/api/account';
import { ACCOUNT_API } from '../../contract/api/account-paths';
import type {
  CodeSentAnswer,
  LoginPhonePasswordBody,
  PasswordSetBody,
  PasswordUpdateBody,
  RegisterPhoneBody,
  ResetTokenAnswer,
  SocialLoginAnswer,
  SocialLoginBody,
  SuccessAnswer,
} from '../../contract/api/auth';
import { apiPath } from '../../contract/api/paths';
import type { RevokeSessionsAnswer, SessionsAnswer, SettingsAnswer, SettingsBody } from '../../contract/api/profile';
import { VIP_API, type VipAnswer, type VipRequestType } from '../../contract/api/vip';
import { type ApiResult, attempt } from '../api-result';
import type { Session } from '../session/session';

type CodeChannel = 'email' | 'phone';

/** Accounts beyond e-mail+password (spec §7): phone, one-time codes, passwords, settings and sessions. */
export function createAccount(session: Session) {
  const { http } = session;
  return {
    registerPhone: (body: RegisterPhoneBody) => session.authenticate(ACCOUNT_API.registerPhone, { ...body }),
    loginPhonePassword: (body: LoginPhonePasswordBody) =>
      session.authenticate(ACCOUNT_API.loginPhonePassword, { ...body }),

    /** Sends a login code by e-mail, or by SMS to a phone (spec: codes are requested with type=sms). */
    sendLoginCode: (channel: CodeChannel, address: string) =>
      attempt(async () => {
        const path = channel === 'email' ? ACCOUNT_API.loginEmailVerification : ACCOUNT_API.loginPhoneVerification;
        const body = channel === 'email' ? { email: address } : { phone: address };
        const answer = await http.raw<CodeSentAnswer>(path, {
          method: 'POST',
          body,
          ...(channel === 'phone' ? { query: { type: 'sms' } } : {}),
        });
        return answer.data;
      }),

    loginWithCode: (channel: CodeChannel, address: string, code: string) =>
      channel === 'email'
        ? session.authenticate(ACCOUNT_API.loginEmailCode, { email: address, code })
        : session.authenticate(`${ACCOUNT_API.loginPhoneCode}?type=sms`, { phone: address, code }),

    /** Confirms the signed-in player's phone with the SMS code sent at registration. */
    verifyPhone: (code: string) =>
      attempt(async () => {
        await http.request<SuccessAnswer>(ACCOUNT_API.phoneVerifyCode, { method: 'POST', body: { code } });
        await session.loadProfile();
        return null;
      }),
    resendPhoneCode: () =>
      attempt(async () => (await http.request<CodeSentAnswer>(ACCOUNT_API.phoneResend, { method: 'POST' })).data),

    /** Password restore, step one: a code by e-mail, or by SMS to the phone. */
    forgotPassword: (channel: CodeChannel, address: string) =>
      attempt(async () => {
        const path = channel === 'email' ? ACCOUNT_API.passwordEmailForgot : ACCOUNT_API.passwordPhoneForgot;
        const answer = await http.raw<CodeSentAnswer>(path, {
          method: 'POST',
          body: channel === 'email' ? { email: address } : { phone: address },
        });
        return answer.data;
      }),

    /** Step two: the code and the new password; the answer signs the player in. */
    async resetWithCode(channel: CodeChannel, address: string, code: string, password: string, confirm: string) {
      if (channel === 'email') {
        return session.authenticate(ACCOUNT_API.passwordEmailResetCode, {
          email: address,
          code,
          password,
          password_confirm: confirm,
        });
      }
      const token = await attempt(
        async () =>
          (
            await http.raw<ResetTokenAnswer>(ACCOUNT_API.passwordPhoneCodeConfirm, {
              method: 'POST',
              body: { phone: address, code },
            })
          ).data.reset_token,
      );
      if (!token.ok) return token;
      return session.authenticate(ACCOUNT_API.passwordPhoneReset, {
        token: token.data,
        password,
        password_confirm: confirm,
      });
    },

    /** The restore link: /reset-password/{token}?phone=… (spec §2). */
    checkResetToken: (token: string, phone: string) =>
      attempt(async () => {
        await http.raw<SuccessAnswer>(ACCOUNT_API.passwordPhoneTokenCheck, { method: 'POST', body: { token, phone } });
        return null;
      }),
    resetWithToken: (token: string, password: string, confirm: string) =>
      session.authenticate(ACCOUNT_API.passwordPhoneReset, { token, password, password_confirm: confirm }),

    /**
     * Spec §2: `?simpleAuthToken=` with the simpleAuth cookie signs in with the token, then tells the server the
     * host and browser, then the profile is fetched (the sign-in already loads it).
     */
    async simpleSignIn(token: string, device: { host: string; userAgent: string }): Promise<ApiResult<null>> {
      const signed = await session.authenticate(ACCOUNT_API.simpleAuthLogin, { token });
      if (!signed.ok) return signed;
      return attempt(async () => {
        await http.request(ACCOUNT_API.simpleAuthDevice, { method: 'POST', body: { ...device } });
        await session.loadProfile();
        return null;
      });
    },

    /** Verification (KYC): the player's state and what was uploaded. */
    verification: () => attempt(async () => (await http.request<VerificationAnswer>(ACCOUNT_API.verification)).data),
    /** Uploads one document as it is (type and size were checked on the page; the server checks again). */
    uploadDocument: (kind: KycDocumentKind, data: ArrayBuffer, type: string) =>
      attempt(async () => {
        await http.request(apiPath(ACCOUNT_API.verificationDocument, { kind }), {
          method: 'POST',
          file: { data, type },
        });
        await session.loadProfile();
        return (await http.request<VerificationAnswer>(ACCOUNT_API.verification)).data;
      }),

    /** The player's VIP club request (null: none yet), and asking to join (answers the first request on a repeat). */
    vipRequest: () => attempt(async () => (await http.request<VipAnswer>(VIP_API.join)).data),
    joinVip: (requestType: VipRequestType) =>
      attempt(
        async () =>
          (await http.request<VipAnswer>(VIP_API.join, { method: 'POST', body: { request_type: requestType } })).data,
      ),

    /** Social login, step one: where the popup goes (null: the provider is not configured). */
    socialLoginUrl: (body: SocialLoginBody) =>
      attempt(
        async () =>
          (await http.raw<SocialLoginAnswer>(ACCOUNT_API.socialLogin, { method: 'PUT', body: { ...body } })).url,
      ),
    /** Step two: the one-time code the popup posted, exchanged for the session's tokens. */
    socialExchange: (code: string) => session.authenticate(ACCOUNT_API.socialExchange, { code }),

    updatePassword: (body: PasswordUpdateBody) =>
      attempt(async () => {
        await http.request<SuccessAnswer>(ACCOUNT_API.passwordUpdate, { method: 'POST', body: { ...body } });
        return null;
      }),
    setPassword: (body: PasswordSetBody) =>
      attempt(async () => {
        await http.request<SuccessAnswer>(ACCOUNT_API.passwordSet, { method: 'POST', body: { ...body } });
        await session.loadProfile();
        return null;
      }),

    /** PUT /profile/settings with exactly one field; the answered User replaces the profile. */
    updateSetting: (body: SettingsBody) =>
      attempt(async () => {
        const answer = await http.request<SettingsAnswer>(ACCOUNT_API.profileSettings, {
          method: 'PUT',
          body: { ...body },
        });
        await session.applyUser(answer.data);
        return answer.data;
      }),

    sessions: () => attempt(async () => (await http.request<SessionsAnswer>(ACCOUNT_API.profileSessions)).data),
    revokeSession: (id: string) =>
      attempt(
        async () =>
          (
            await http.request<RevokeSessionsAnswer>(apiPath(ACCOUNT_API.profileSession, { id }), {
              method: 'DELETE',
            })
          ).data,
      ),
    revokeOtherSessions: () =>
      attempt(
        async () => (await http.request<RevokeSessionsAnswer>(ACCOUNT_API.profileSessions, { method: 'DELETE' })).data,
      ),
  };
}

export type Account = ReturnType<typeof createAccount>;
