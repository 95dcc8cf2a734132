/**
 * The build writes a brotli and a gzip copy beside each text file of the site (scripts/compress-site.ts); the server
 * (server/site/static.ts) sends the best one the browser accepts, so no request compresses anything at run time.
 * Best first.
 */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** The site's files worth compressing (images and fonts are compressed already). */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|webmanifest|txt|xml)$/;
