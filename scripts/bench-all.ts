/**
 * npm run bench:all — runs every benchmark one after another (never two at once: the machine has 2 cores) and prints
 * one table of their headline figures next to the targets, with the load average before each, for closing notes.
 * `--only client,games` runs a subset; a benchmark that is not defined in package.json yet is listed as absent.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { type BenchFigure, parseFigures } from './bench/figure';

const BENCHES = ['client', 'lighthouse', 'wallet', 'games', 'failover', 'crash', 'sportsbook', 'rtp'] as const;

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const only = values.only?.split(',').map((name) => name.trim());
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;

interface Row {
  bench: string;
  load: string;
  status: 'ok' | 'failed' | 'absent';
  seconds: number;
  figures: BenchFigure[];
}

function run(script: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      process.stdout.write(text);
    });
    child.once('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

const rows: Row[] = [];
for (const bench of BENCHES) {
  if (only && !only.includes(bench)) continue;
  const script = `bench:${bench}`;
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  if (!scripts[script]) {
    rows.push({ bench, load, status: 'absent', seconds: 0, figures: [] });
    continue;
  }
  console.log(`\n=== npm run ${script} (load average ${load})`);
  const started = performance.now();
  const { code, output } = await run(script);
  rows.push({
    bench,
    load,
    status: code === 0 ? 'ok' : 'failed',
    seconds: (performance.now() - started) / 1000,
    figures: parseFigures(output),
  });
}

const lines: string[][] = [['benchmark', 'figure', 'value', 'target', 'met', 'load average before']];
for (const row of rows) {
  if (row.status === 'absent') {
    lines.push([row.bench, '(no bench script yet)', '', '', '', '']);
    continue;
  }
  if (row.figures.length === 0) lines.push([row.bench, `(${row.status}, no figure)`, '', '', '', row.load]);
  for (const figure of row.figures) {
    lines.push([
      row.bench,
      figure.name,
      `${figure.value} ${figure.unit}`,
      figure.target === null ? '—' : `${figure.target} ${figure.unit}`,
      figure.met === null ? '—' : figure.met ? 'yes' : 'NO',
      row.load,
    ]);
  }
}
const widths = lines[0]?.map((_, column) => Math.max(...lines.map((line) => (line[column] ?? '').length))) ?? [];
console.log('\n');
for (const line of lines) console.log(line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
const failed = rows.filter((row) => row.status === 'failed').map((row) => row.bench);
const missed = rows.flatMap((row) => row.figures).filter((figure) => figure.met === false);
console.log(
  `\n${rows.filter((row) => row.status !== 'absent').length} benchmarks run; ${failed.length ? `failed: ${failed.join(', ')}` : 'none failed'}; ` +
    `${missed.length} target(s) missed. Load average now: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}.`,
);
process.exit(failed.length || missed.length ? 1 : 0);
