import type { UtmBody } from '../../../contract/api/attribution';
import { attributionConfig } from '../../config/attribution';
import { parseCookies, writeCookie } from '../../lib/cookies';
import { reportIp, sendAffiliate, sendPageOpen, sendUtm, setVisitor } from '../../stores/reach';
import { FINGERPRINT_KEY, visitorFingerprint } from './fingerprint';
import { type CookieWrite, planVisit, sourceFromCookies, superBonusCookie, utmAnswerCookies } from './rules';

/** middleware/ip is reported once per browser session. */
const IP_REPORTED = 'ipReported';

function write(cookies: CookieWrite[]): void {
  for (const cookie of cookies) writeCookie(cookie.name, cookie.value, { maxAgeSeconds: cookie.maxAgeSeconds });
}

/** Hands the worker what registrations and attachSource need from the cookies and the stored fingerprint. */
export async function syncVisitor(): Promise<void> {
  const config = attributionConfig();
  const cookies = parseCookies(document.cookie);
  await setVisitor({
    fingerprint: localStorage.getItem(FINGERPRINT_KEY),
    partner: cookies[config.partner.name] ?? null,
    adplace: cookies[config.adplace.name] ?? null,
    stag: cookies.stag ?? null,
    promo: cookies.promo ?? null,
    superBonus: cookies.super_bonus ?? null,
    source: sourceFromCookies(cookies),
  });
}

/**
 * Registrations carry the fingerprint (fpp): computed now when none is stored yet, so a plain visit never loads
 * FingerprintJS (about 0.66 s of main thread on a slow phone).
 */
export async function fingerprintVisitor(): Promise<void> {
  if (localStorage.getItem(FINGERPRINT_KEY)) return;
  await visitorFingerprint();
  await syncVisitor();
}

/**
 * A landing (spec §2, §3, §5, §7): the cookies of the address's attribution data, then the calls through the worker.
 * Only the page-open event needs the fingerprint on a landing; it is computed at idle for it. Failures are only
 * logged (spec §8).
 */
export async function runAttribution(): Promise<void> {
  const query = Object.fromEntries(new URLSearchParams(location.search));
  const plan = planVisit({
    query,
    cookies: parseCookies(document.cookie),
    userAgent: navigator.userAgent,
    userVersion: __BUILD_ID__,
    config: attributionConfig(),
  });
  write(plan.cookies);
  await syncVisitor();

  const logged = (name: string) => (result: { ok: boolean; failure?: unknown }) => {
    if (!result.ok) console.warn(`${name} failed`, result.failure);
  };
  if (plan.utm) {
    const result = await sendUtm(query as UtmBody);
    if (result.ok) {
      write(utmAnswerCookies(result.data));
      await syncVisitor();
    } else logged('middleware/utm')(result);
  }
  if (plan.subH) {
    const fingerprint = await visitorFingerprint();
    await syncVisitor();
    logged('registerPageOpenEvent')(
      await sendPageOpen({ subH: plan.subH, uuid: fingerprint ?? '', click_url: location.href }),
    );
  }
  if (plan.affiliate) logged('middleware/affiliate')(await sendAffiliate(query));
  if (!sessionStorage.getItem(IP_REPORTED)) {
    const result = await reportIp({ host: location.host, userAgent: navigator.userAgent });
    if (result.ok) sessionStorage.setItem(IP_REPORTED, '1');
    else logged('middleware/ip')(result);
  }
}

/** Spec §3: the super_bonus the profile answers is kept about 5 years and sent back as whoAreYou. */
export async function rememberSuperBonus(superBonus: string | undefined): Promise<void> {
  const cookie = superBonusCookie(superBonus, parseCookies(document.cookie));
  if (!cookie) return;
  write([cookie]);
  await syncVisitor();
}
