import type { SocialLoginMessage, SocialProvider } from '../../../contract/api/auth';
import type { Currency } from '../../../contract/money';
import type { ApiResult } from '../../../workers/api-result';
import { apiOrigin, socialExchange, socialLoginUrl } from '../../stores/auth';
import { fingerprintVisitor } from '../attribution/visit';

const POPUP_FEATURES = 'popup,width=480,height=680';
const POPUP_TIMEOUT_MS = 5 * 60_000;

/**
 * Spec §4 Social login: a popup opens at the address the server returns, and a message event from the API's
 * origin completes the login. The popup is opened on the click itself, so browsers do not block it.
 */
export async function socialLogin(
  provider: SocialProvider,
  options: { currency: Currency; consents?: boolean },
): Promise<ApiResult<null> | { ok: false; failure: null }> {
  const popup = window.open('about:blank', 'social-login', POPUP_FEATURES);
  await fingerprintVisitor();
  const started = await socialLoginUrl({
    provider,
    origin: location.origin,
    currency: options.currency,
    ...(options.consents ? { adult_confirmed: true, agreement_accepted: true } : {}),
  });
  if (!started.ok || !started.data) {
    // No address (the provider is not configured) or an error: the popup closes.
    popup?.close();
    return started.ok ? { ok: false, failure: null } : started;
  }
  if (!popup) return { ok: false, failure: null };
  popup.location.href = started.data;
  const messageOrigin = await apiOrigin();

  const code = await new Promise<string | null>((resolve) => {
    const finish = (value: string | null) => {
      removeEventListener('message', onMessage);
      clearInterval(closedCheck);
      clearTimeout(timeout);
      resolve(value);
    };
    const onMessage = (event: MessageEvent<SocialLoginMessage>) => {
      if (event.origin !== messageOrigin || event.data?.type !== 'social-login') return;
      finish(event.data.code ?? null);
    };
    addEventListener('message', onMessage);
    const closedCheck = setInterval(() => {
      if (popup.closed) finish(null);
    }, 500);
    const timeout = setTimeout(() => finish(null), POPUP_TIMEOUT_MS);
  });
  if (!popup.closed) popup.close();
  if (!code) return { ok: false, failure: null };
  return socialExchange(code);
}
