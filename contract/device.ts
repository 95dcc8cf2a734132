import Bowser from 'bowser';
import { isbot } from 'isbot';

/** Spec §3 Device info, derived from the user agent (bowser; isbot for crawlers). Pure: page and worker use it. */
export interface DeviceInfo {
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
  isIos: boolean;
  isAndroid: boolean;
  isWindows: boolean;
  isMacOS: boolean;
  isChrome: boolean;
  isSafari: boolean;
  isFirefox: boolean;
  isEdge: boolean;
  isOpera: boolean;
  isSamsung: boolean;
  isYandex: boolean;
  isCrawler: boolean;
}

export function deviceInfo(userAgent: string): DeviceInfo {
  const parser = Bowser.getParser(userAgent || 'unknown');
  const platform = parser.getPlatformType(true);
  const os = parser.getOSName(true);
  const browser = parser.getBrowserName(true);
  // iPadOS 13+ Safari reports itself as a Mac; bowser cannot see the touch screen, so it stays desktop here.
  const isIos = os === 'ios';
  return {
    isMobile: platform === 'mobile',
    isTablet: platform === 'tablet',
    isDesktop: platform === 'desktop',
    isIos,
    isAndroid: os === 'android',
    isWindows: os === 'windows',
    isMacOS: os === 'macos',
    isChrome: browser === 'chrome' || browser === 'chromium',
    isSafari: browser === 'safari',
    isFirefox: browser === 'firefox',
    isEdge: browser === 'microsoft edge',
    isOpera: browser === 'opera',
    isSamsung: browser === 'samsung internet for android',
    isYandex: browser === 'yandex browser',
    isCrawler: isbot(userAgent),
  };
}

/** The few words analytics keeps about a device (no user agent string). */
export function deviceSummary(info: DeviceInfo): { device: string; os: string; browser: string } {
  const device = info.isMobile ? 'mobile' : info.isTablet ? 'tablet' : info.isDesktop ? 'desktop' : 'other';
  const os = info.isIos
    ? 'ios'
    : info.isAndroid
      ? 'android'
      : info.isWindows
        ? 'windows'
        : info.isMacOS
          ? 'macos'
          : 'other';
  const browser = info.isEdge
    ? 'edge'
    : info.isYandex
      ? 'yandex'
      : info.isSamsung
        ? 'samsung'
        : info.isOpera
          ? 'opera'
          : info.isChrome
            ? 'chrome'
            : info.isSafari
              ? 'safari'
              : info.isFirefox
                ? 'firefox'
                : 'other';
  return { device, os, browser };
}
