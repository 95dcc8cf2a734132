import Bowser from 'bowser';

export interface Device {
  browser: string | null;
  os: string | null;
  platform: 'desktop' | 'mobile' | 'tablet' | 'tv' | 'bot' | 'unknown';
}

const PLATFORMS = new Set(['desktop', 'mobile', 'tablet', 'tv', 'bot']);

/** The browser, OS and kind of device of a user agent (bowser). */
export function deviceOf(userAgent: string | null): Device {
  if (!userAgent) return { browser: null, os: null, platform: 'unknown' };
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name
    ? `${parsed.browser.name}${parsed.browser.version ? ` ${parsed.browser.version.split('.')[0]}` : ''}`
    : null;
  const os = parsed.os.name
    ? `${parsed.os.name}${parsed.os.versionName ? ` ${parsed.os.versionName}` : parsed.os.version ? ` ${parsed.os.version}` : ''}`
    : null;
  const type = parsed.platform.type ?? 'unknown';
  return { browser, os, platform: PLATFORMS.has(type) ? (type as Device['platform']) : 'unknown' };
}
