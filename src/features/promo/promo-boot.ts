import { deleteCookie, parseCookies, writeCookie } from '../../lib/cookies';
import { dropSearchParams } from '../../navigation';
import { bonusByPromo, promoState, waitingRegDep, welcomePacksGuest } from '../../stores/promo';
import { syncVisitor } from '../attribution/visit';
import { guestCountdown } from './countdown';

/** Drops `promo` from the address without a new history entry. */
async function dropPromoParam(): Promise<void> {
  if (!new URL(location.href).searchParams.has('promo')) return;
  await dropSearchParams('promo');
}

/**
 * Spec §4 Promo countdowns. A guest's promo code is looked up first: a lookup the server refuses clears the promo
 * cookie and the `promo` parameter (a network failure keeps them for the next visit), then the countdown starts.
 * A signed-in player sees the regdep bonus the server says is waiting, if any.
 */
export async function runPromo(signedIn: boolean): Promise<void> {
  if (signedIn) {
    const waiting = await waitingRegDep();
    if (!waiting.ok) {
      console.warn('waiting-reg-and-dep failed', waiting.failure);
      promoState.countdown = null;
      return;
    }
    const { name, expiresIn } = waiting.data;
    promoState.bonusName = name;
    promoState.countdown = expiresIn ? { kind: 'regdep', endsAt: Date.now() + expiresIn * 1000 } : null;
    return;
  }
  let promo = parseCookies(document.cookie).promo || null;
  if (promo) {
    const bonus = await bonusByPromo(promo);
    if (bonus.ok) promoState.bonusName = bonus.data.name;
    else if (bonus.failure.kind !== 'network') {
      console.warn('The promo bonus lookup failed: the promo code is cleared', bonus.failure);
      deleteCookie('promo');
      await syncVisitor();
      await dropPromoParam();
      promo = null;
    }
  }
  if (!promo) {
    const packs = await welcomePacksGuest();
    if (packs.ok) promoState.welcomeTitle = packs.data.publicTitle;
    else console.warn('get-welcome-packs-guest failed', packs.failure);
  }
  startGuestCountdown();
}

/** Reads or (re)starts the guest's countdown from the cookies; the banner calls it again when one runs out. */
export function startGuestCountdown(): void {
  const cookies = parseCookies(document.cookie);
  const { countdown, write } = guestCountdown({ promo: cookies.promo || null, cookies, now: Date.now() });
  if (write) writeCookie(write.name, write.value, { maxAgeSeconds: write.maxAgeSeconds });
  promoState.countdown = countdown;
}
