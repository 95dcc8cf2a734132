import { describe, expect, it } from 'vitest';
import { deviceInfo, deviceSummary } from './device';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadSafari:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidTabletSamsung:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
  windowsFirefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  yandexDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 YaBrowser/24.6.0.0 Safari/537.36',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  yandexBot: 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
};

describe('deviceInfo (spec §3)', () => {
  it('an iPhone with Safari is a mobile iOS Safari, not a crawler', () => {
    expect(deviceInfo(UA.iphoneSafari)).toMatchObject({
      isMobile: true,
      isTablet: false,
      isDesktop: false,
      isIos: true,
      isAndroid: false,
      isSafari: true,
      isChrome: false,
      isCrawler: false,
    });
  });

  it('an iPad is a tablet on iOS', () => {
    expect(deviceInfo(UA.ipadSafari)).toMatchObject({ isTablet: true, isMobile: false, isIos: true });
  });

  it('Android phones and tablets, Chrome and Samsung Internet', () => {
    expect(deviceInfo(UA.androidChrome)).toMatchObject({
      isMobile: true,
      isAndroid: true,
      isChrome: true,
      isIos: false,
    });
    expect(deviceInfo(UA.androidTabletSamsung)).toMatchObject({ isTablet: true, isAndroid: true, isSamsung: true });
  });

  it('desktops: Windows Edge and Firefox, macOS Safari, Yandex Browser', () => {
    expect(deviceInfo(UA.windowsEdge)).toMatchObject({
      isDesktop: true,
      isWindows: true,
      isEdge: true,
      isChrome: false,
    });
    expect(deviceInfo(UA.windowsFirefox)).toMatchObject({ isDesktop: true, isWindows: true, isFirefox: true });
    expect(deviceInfo(UA.macSafari)).toMatchObject({ isDesktop: true, isMacOS: true, isSafari: true, isIos: false });
    expect(deviceInfo(UA.yandexDesktop)).toMatchObject({ isDesktop: true, isYandex: true });
  });

  it('search engine robots are crawlers; an empty agent parses without throwing', () => {
    expect(deviceInfo(UA.googlebot).isCrawler).toBe(true);
    expect(deviceInfo(UA.yandexBot).isCrawler).toBe(true);
    expect(deviceInfo('')).toMatchObject({ isMobile: false, isIos: false, isCrawler: false });
  });

  it('summarises a device in three words for analytics', () => {
    expect(deviceSummary(deviceInfo(UA.iphoneSafari))).toEqual({ device: 'mobile', os: 'ios', browser: 'safari' });
    expect(deviceSummary(deviceInfo(UA.windowsEdge))).toEqual({ device: 'desktop', os: 'windows', browser: 'edge' });
  });
});
