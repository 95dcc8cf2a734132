import { defineConfig } from '@lingui/cli';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['ru', 'en', 'kz'],
  fallbackLocales: { default: 'en' },
  // Two catalogues: the player's site, and the back office (its own build: its texts never reach a player's page).
  // LINGUI_CATALOGS and LINGUI_BACKOFFICE_CATALOGS let scripts/i18n-check.ts extract into scratch copies and compare.
  catalogs: [
    {
      path: process.env.LINGUI_CATALOGS ?? '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['<rootDir>/src/backoffice/**'],
    },
    {
      path: process.env.LINGUI_BACKOFFICE_CATALOGS ?? '<rootDir>/src/backoffice/locales/{locale}',
      include: ['<rootDir>/src/backoffice'],
    },
  ],
  format: 'po',
});
