import type { SocialLoginError, SocialLoginMessage, SocialProvider } from '../../../contract/api/auth';
import type { Currency } from '../../../contract/money';
import type { ApiResult } from '../../../workers/api-result';
import { apiOrigin, socialExchange, socialLoginUrl } from '../../stores/auth';
import { fingerprintVisitor } from '../attribution/visit';

const POPUP_FEATURES = 'popup,width=480,height=680';
const POPUP_TIMEOUT_MS = 5 * 60_000;

/**
 * Why a social login ended without signing in, besides a failed call: the browser blocked the popup, the player
 * closed it, it timed out, the server does not offer the provider, or the popup reported the provider's error.
 */
export type SocialLoginProblem = 'popup_blocked' | 'popup_closed' | 'popup_timeout' | 'provider_off' | SocialLoginError;

export type SocialLoginResult = ApiResult<null> | { ok: false; problem: SocialLoginProblem };

/**
 * Spec §4 Social login: a popup opens at the address the server returns, and a message event from the API's
 * origin completes the login. The popup is opened on the click itself, so browsers do not block it.
 */
export async function socialLogin(
  provider: SocialProvider,
  options: { currency: Currency; consents?: boolean },
): Promise<SocialLoginResult> {
  const popup = window.open('about:blank', 'social-login', POPUP_FEATURES);
  if (!popup) return { ok: false, problem: 'popup_blocked' };
  await fingerprintVisitor();
  const started = await socialLoginUrl({
    provider,
    origin: location.origin,
    currency: options.currency,
    ...(options.consents ? { adult_confirmed: true, agreement_accepted: true } : {}),
  });
  if (!started.ok || !started.data) {
    popup.close();
    return started.ok ? { ok: false, problem: 'provider_off' } : started;
  }
  popup.location.href = started.data;
  const messageOrigin = await apiOrigin();

  const outcome = await new Promise<{ code: string } | { problem: SocialLoginProblem }>((resolve) => {
    const finish = (value: { code: string } | { problem: SocialLoginProblem }) => {
      removeEventListener('message', onMessage);
      clearInterval(closedCheck);
      clearTimeout(timeout);
      resolve(value);
    };
    const onMessage = (event: MessageEvent<SocialLoginMessage>) => {
      if (event.origin !== messageOrigin || event.data?.type !== 'social-login') return;
      finish(event.data.code ? { code: event.data.code } : { problem: event.data.error ?? 'provider_error' });
    };
    addEventListener('message', onMessage);
    const closedCheck = setInterval(() => {
      if (popup.closed) finish({ problem: 'popup_closed' });
    }, 500);
    const timeout = setTimeout(() => finish({ problem: 'popup_timeout' }), POPUP_TIMEOUT_MS);
  });
  if (!popup.closed) popup.close();
  if ('problem' in outcome) return { ok: false, problem: outcome.problem };
  return socialExchange(outcome.code);
}
