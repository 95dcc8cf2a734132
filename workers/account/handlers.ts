import type { LoginEmailPasswordBody, RegisterEmailBody } from '../../contract/api/auth';
import type { ContextRef } from '../context';
import type { Account } from './account';

/** Signing up and in (every way), the profile, the player's settings, sessions and VIP. */
export function accountHandlers(ref: ContextRef) {
  const account = async () => (await ref.ready()).account;
  return {
    async register(body: RegisterEmailBody) {
      const { attribution, session, analytics, depositPrompt } = await ref.ready();
      const result = await session.register({ ...attribution.registrationFields(), ...body });
      analytics.authResult('registration', result);
      if (result.ok) depositPrompt.schedule();
      return result;
    },
    async login(body: LoginEmailPasswordBody, totp?: string) {
      const { session, analytics } = await ref.ready();
      const result = await session.login(body, totp);
      analytics.authResult('login', result);
      return result;
    },
    async logout() {
      ref.current()?.depositPrompt.cancel();
      const { billing, analytics, session } = await ref.ready();
      await billing.stop();
      // What the player did before logging out still goes out as theirs (bounded: logout never waits long).
      await Promise.race([analytics.flush(), new Promise((resolve) => setTimeout(resolve, 1000))]);
      await session.logout();
    },
    refreshProfile: async () => (await ref.ready()).session.loadProfile(),
    async registerPhone(body: Parameters<Account['registerPhone']>[0]) {
      const { attribution, account, analytics } = await ref.ready();
      const result = await account.registerPhone({ ...attribution.registrationFields(), ...body });
      analytics.authResult('registration', result);
      return result;
    },
    async loginPhonePassword(...args: Parameters<Account['loginPhonePassword']>) {
      const { account, analytics } = await ref.ready();
      const result = await account.loginPhonePassword(...args);
      analytics.authResult('login', result);
      return result;
    },
    sendLoginCode: async (...args: Parameters<Account['sendLoginCode']>) => (await account()).sendLoginCode(...args),
    async loginWithCode(...args: Parameters<Account['loginWithCode']>) {
      const { account, analytics } = await ref.ready();
      const result = await account.loginWithCode(...args);
      analytics.authResult('login', result);
      return result;
    },
    verifyAddress: async (...args: Parameters<Account['verifyAddress']>) => (await account()).verifyAddress(...args),
    resendAddressCode: async (...args: Parameters<Account['resendAddressCode']>) =>
      (await account()).resendAddressCode(...args),
    socialProviders: async () => (await account()).socialProviders(),
    simpleSignIn: async (...args: Parameters<Account['simpleSignIn']>) => (await account()).simpleSignIn(...args),
    verification: async () => (await account()).verification(),
    uploadDocument: async (...args: Parameters<Account['uploadDocument']>) => (await account()).uploadDocument(...args),
    async socialLoginUrl(body: Parameters<Account['socialLoginUrl']>[0]) {
      const { account, attribution } = await ref.ready();
      return account.socialLoginUrl({ ...attribution.registrationFields(), ...body });
    },
    socialExchange: async (code: string) => (await account()).socialExchange(code),
    vipRequest: async () => (await account()).vipRequest(),
    joinVip: async (...args: Parameters<Account['joinVip']>) => (await account()).joinVip(...args),
    forgotPassword: async (...args: Parameters<Account['forgotPassword']>) => (await account()).forgotPassword(...args),
    resetWithCode: async (...args: Parameters<Account['resetWithCode']>) => (await account()).resetWithCode(...args),
    checkResetToken: async (...args: Parameters<Account['checkResetToken']>) =>
      (await account()).checkResetToken(...args),
    resetWithToken: async (...args: Parameters<Account['resetWithToken']>) => (await account()).resetWithToken(...args),
    updatePassword: async (...args: Parameters<Account['updatePassword']>) => (await account()).updatePassword(...args),
    setPassword: async (...args: Parameters<Account['setPassword']>) => (await account()).setPassword(...args),
    updateSetting: async (...args: Parameters<Account['updateSetting']>) => (await account()).updateSetting(...args),
    sessions: async () => (await account()).sessions(),
    revokeSession: async (id: string) => (await account()).revokeSession(id),
    revokeOtherSessions: async () => (await account()).revokeOtherSessions(),
  };
}
