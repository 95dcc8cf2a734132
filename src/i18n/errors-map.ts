/** Spec §5: captcha messages are not shown to the player. */
const CAPTCHA_MESSAGE = /(h-captcha|g-recaptcha)/i;

/**
 * Turns the server's errors map into the lines of one notification (spec §5): captcha messages
 * are suppressed; each message is split at the first colon; the part before it is looked up as
 * `error.<code>` (with the text, for a code whose translation carries a figure of it); when there is no translation the text after the colon (or the raw message) is shown.
 */
export function errorLines(
  errors: Record<string, readonly string[]>,
  translate: (code: string, text: string) => string | null,
): string[] {
  const lines: string[] = [];
  for (const messages of Object.values(errors)) {
    for (const message of messages) {
      if (CAPTCHA_MESSAGE.test(message)) continue;
      const colon = message.indexOf(':');
      const code = (colon < 0 ? message : message.slice(0, colon)).trim();
      const text = colon < 0 ? message : message.slice(colon + 1).trim();
      const line = translate(code, text) ?? (text || message);
      if (!lines.includes(line)) lines.push(line);
    }
  }
  return lines;
}
