import { type Api, workerApi } from '../worker-bridge';

/** Signing up, in and out, and the password's recovery: the page's calls to the worker for them. */

export const login = async (...args: Parameters<Api['login']>) => (await workerApi()).login(...args);
export const loginPhonePassword = async (...args: Parameters<Api['loginPhonePassword']>) =>
  (await workerApi()).loginPhonePassword(...args);
export const sendLoginCode = async (...args: Parameters<Api['sendLoginCode']>) =>
  (await workerApi()).sendLoginCode(...args);
export const loginWithCode = async (...args: Parameters<Api['loginWithCode']>) =>
  (await workerApi()).loginWithCode(...args);
export const register = async (...args: Parameters<Api['register']>) => (await workerApi()).register(...args);
export const registerPhone = async (...args: Parameters<Api['registerPhone']>) =>
  (await workerApi()).registerPhone(...args);
export const verifyAddress = async (...args: Parameters<Api['verifyAddress']>) =>
  (await workerApi()).verifyAddress(...args);
export const resendAddressCode = async (...args: Parameters<Api['resendAddressCode']>) =>
  (await workerApi()).resendAddressCode(...args);
export const socialProviders = async () => (await workerApi()).socialProviders();
export const logout = async () => (await workerApi()).logout();

export const socialLoginUrl = async (...args: Parameters<Api['socialLoginUrl']>) =>
  (await workerApi()).socialLoginUrl(...args);
/** The API's origin (a mirror's after a failover), which the social popup's message must come from. */
export const apiOrigin = async () => (await workerApi()).apiOrigin();
export const socialExchange = async (code: string) => (await workerApi()).socialExchange(code);

export const forgotPassword = async (...args: Parameters<Api['forgotPassword']>) =>
  (await workerApi()).forgotPassword(...args);
export const resetWithCode = async (...args: Parameters<Api['resetWithCode']>) =>
  (await workerApi()).resetWithCode(...args);
export const checkResetToken = async (...args: Parameters<Api['checkResetToken']>) =>
  (await workerApi()).checkResetToken(...args);
export const resetWithToken = async (...args: Parameters<Api['resetWithToken']>) =>
  (await workerApi()).resetWithToken(...args);
