import { defineConfig } from '@lingui/cli';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['ru', 'en', 'kz'],
  fallbackLocales: { default: 'en' },
  // LINGUI_CATALOGS lets scripts/i18n-check.ts extract into a scratch copy and compare.
  catalogs: [{ path: process.env.LINGUI_CATALOGS ?? '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'] }],
  format: 'po',
});
