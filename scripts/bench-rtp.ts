/**
 * npm run bench:rtp — the studio's slots (contract/slots) played N times each (default 10,000,000) from the real
 * seed scheme (HMAC-SHA256 of server seed, `clientSeed:nonce:round`; nonce 0, 1, 2, …), split over worker threads
 * (default 2): the simulated return, hit frequency (rounds that pay anything) and the largest win, next to the exact
 * return of the tables and the figures the studio publishes. Fails (exit 1) when a simulated return is more than
 * 0.2 percentage points from the published one.
 *
 *   npm run bench:rtp -- [--spins 10000000] [--threads 2] [--game mirror-fortune]
 */
import { createHmac, randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { bytesToFloat } from '../contract/fairness/bytes';
import type { FloatSource } from '../contract/slots/reels';
import { STUDIO_SLOTS, studioSlot } from '../contract/slots/registry';
import { reportFigure } from './bench/figure';

interface Chunk {
  game: string;
  serverSeed: string;
  clientSeed: string;
  from: number;
  to: number;
}

interface Tally {
  units: number;
  hits: number;
  maxUnits: number;
  spins: number;
}

/** The spin's floats drawn as it asks for them: the same stream as contract/fairness/bytes.ts betFloats. */
function streamSource(serverSeed: string, clientSeed: string, nonce: number): FloatSource {
  let position = 0;
  let round = -1;
  let bytes = new Uint8Array(0);
  return {
    next() {
      const wanted = position >> 3;
      if (wanted !== round) {
        round = wanted;
        bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
      }
      return bytesToFloat(bytes, (position++ & 7) * 4);
    },
  };
}

function simulate(chunk: Chunk): Tally {
  const game = studioSlot(chunk.game);
  if (!game) throw new Error(`No studio slot ${chunk.game}`);
  const tally: Tally = { units: 0, hits: 0, maxUnits: 0, spins: chunk.to - chunk.from };
  for (let nonce = chunk.from; nonce < chunk.to; nonce++) {
    const { units } = game.play(streamSource(chunk.serverSeed, chunk.clientSeed, nonce));
    tally.units += units;
    if (units > 0) tally.hits++;
    if (units > tally.maxUnits) tally.maxUnits = units;
  }
  return tally;
}

function runChunk(chunk: Chunk): Promise<Tally> {
  return new Promise((resolve, reject) => {
    // A worker does not inherit the --import loader on Node 20: it registers tsx itself, then loads this file.
    const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); })`;
    const worker = new Worker(boot, { eval: true, workerData: chunk });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      spins: { type: 'string', default: '10000000' },
      threads: { type: 'string', default: '2' },
      game: { type: 'string' },
    },
  });
  const spins = Number(values.spins);
  const threads = Math.max(1, Number(values.threads));
  const games = values.game ? STUDIO_SLOTS.filter((g) => g.id === values.game) : STUDIO_SLOTS;
  const serverSeed = randomBytes(32).toString('hex');
  const clientSeed = randomBytes(8).toString('hex');
  console.log(
    `${spins.toLocaleString('en')} spins per slot on ${threads} threads; server seed ${serverSeed}, client seed ${clientSeed}`,
  );
  let failed = false;
  for (const game of games) {
    const started = Date.now();
    const per = Math.ceil(spins / threads);
    const tallies = await Promise.all(
      Array.from({ length: threads }, (_, i) =>
        runChunk({ game: game.id, serverSeed, clientSeed, from: i * per, to: Math.min(spins, (i + 1) * per) }),
      ),
    );
    const total = tallies.reduce(
      (sum, t) => ({
        units: sum.units + t.units,
        hits: sum.hits + t.hits,
        maxUnits: Math.max(sum.maxUnits, t.maxUnits),
        spins: sum.spins + t.spins,
      }),
      { units: 0, hits: 0, maxUnits: 0, spins: 0 },
    );
    const rtp = (100 * total.units) / game.unitsPerStake / total.spins;
    const published = game.publishedRtpBp / 100;
    const within = Math.abs(rtp - published) <= 0.2;
    failed ||= !within;
    console.log(
      [
        game.id.padEnd(15),
        `RTP ${rtp.toFixed(3)} %`,
        `published ${published.toFixed(2)} %`,
        `exact ${(game.exactRtp() * 100).toFixed(3)} %`,
        `hit frequency ${((100 * total.hits) / total.spins).toFixed(2)} % (1 in ${(total.spins / total.hits).toFixed(2)}; published ${(game.publishedHitFrequencyBp / 100).toFixed(2)} %)`,
        `max win ${(total.maxUnits / game.unitsPerStake).toFixed(1)}× stake (published ${game.maxWinStakes}×)`,
        within ? 'within 0.2 pp' : 'OFF by more than 0.2 pp',
        `${((Date.now() - started) / 1000).toFixed(0)} s`,
      ].join(' | '),
    );
    reportFigure({
      name: `${game.id} RTP (${spins.toLocaleString('en')} spins)`,
      value: Number(rtp.toFixed(3)),
      unit: '%',
      target: `${published.toFixed(2)} ± 0.2`,
      met: within,
    });
    reportFigure({
      name: `${game.id} hit frequency`,
      value: Number(((100 * total.hits) / total.spins).toFixed(2)),
      unit: '%',
      target: null,
      met: null,
    });
  }
  if (failed) process.exitCode = 1;
}

if (isMainThread) {
  await main();
} else {
  parentPort?.postMessage(simulate(workerData as Chunk));
}
