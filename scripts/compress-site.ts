/**
 * The build's last step: a brotli (quality 11) and a gzip (level 9) copy beside each text file of dist/
 * (contract/precompressed.ts), which the server sends to a browser that accepts them. A copy that saves nothing is
 * not written.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE, PRECOMPRESSED } from '../contract/precompressed';

const DIST = 'dist';
const COMPRESS: Record<(typeof PRECOMPRESSED)[number]['encoding'], (data: Buffer) => Promise<Buffer>> = {
  br: (data) =>
    promisify(brotliCompress)(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  gzip: (data) => promisify(gzip)(data, { level: 9 }),
};

const files = (await readdir(DIST, { withFileTypes: true, recursive: true }))
  .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name));
let plain = 0;
let brotli = 0;
for (const file of files) {
  const data = await readFile(file);
  plain += data.length;
  for (const { encoding, suffix } of PRECOMPRESSED) {
    const compressed = await COMPRESS[encoding](data);
    if (encoding === 'br') brotli += Math.min(compressed.length, data.length);
    if (compressed.length < data.length) await writeFile(file + suffix, compressed);
  }
}
console.log(
  `compress: ${files.length} files, ${(plain / 1024).toFixed(0)} KB, ${(brotli / 1024).toFixed(0)} KB brotli`,
);
