import { isLocale, type Locale } from '../../contract/locales';

type CodeMessageKind = 'verify_email' | 'verify_phone' | 'login' | 'reset';

const TEXTS: Record<
  Locale,
  Record<CodeMessageKind, { subject: string; what: string }> & { tail: string; link: string }
> = {
  en: {
    verify_email: { subject: 'Confirm your e-mail', what: 'to confirm your e-mail' },
    verify_phone: { subject: 'Confirm your phone', what: 'to confirm your phone number' },
    login: { subject: 'Your login code', what: 'to sign in' },
    reset: { subject: 'Restore your password', what: 'to restore your password' },
    tail: 'It is valid for 10 minutes. If you did not ask for it, ignore this message.',
    link: 'Or open this link (valid 30 minutes):',
  },
  ru: {
    verify_email: { subject: 'Подтвердите e-mail', what: 'для подтверждения e-mail' },
    verify_phone: { subject: 'Подтвердите телефон', what: 'для подтверждения телефона' },
    login: { subject: 'Код для входа', what: 'для входа' },
    reset: { subject: 'Восстановление пароля', what: 'для восстановления пароля' },
    tail: 'Код действует 10 минут. Если вы его не запрашивали, просто проигнорируйте это сообщение.',
    link: 'Или откройте ссылку (действует 30 минут):',
  },
  kz: {
    verify_email: { subject: 'E-mail растаңыз', what: 'e-mail растау үшін' },
    verify_phone: { subject: 'Телефонды растаңыз', what: 'телефонды растау үшін' },
    login: { subject: 'Кіру коды', what: 'кіру үшін' },
    reset: { subject: 'Құпиясөзді қалпына келтіру', what: 'құпиясөзді қалпына келтіру үшін' },
    tail: 'Код 10 минут жарамды. Егер сіз сұрамаған болсаңыз, бұл хабарламаны елемеңіз.',
    link: 'Немесе сілтемені ашыңыз (30 минут жарамды):',
  },
};

/** The message around a one-time code, in the player's language (ru, en, kz; English otherwise). */
export function codeMessage(
  kind: CodeMessageKind,
  locale: string | null | undefined,
  code: string,
  link?: string,
): { subject: string; text: string } {
  const texts = TEXTS[isLocale(locale) ? locale : 'en'];
  const { subject, what } = texts[kind];
  const text = `${code} — ${what}. ${texts.tail}${link ? `\n\n${texts.link} ${link}` : ''}`;
  return { subject, text };
}
