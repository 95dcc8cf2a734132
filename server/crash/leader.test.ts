import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRASH_API, CrashStateAnswer } from '../../contract/api/crash';
import { CRASH_TOPIC, CrashEvent } from '../../contract/realtime/crash';
import { readConfig } from '../config';
import { createLocalBus } from '../realtime/bus';
import { startTestServer, type TestServer } from '../test/harness';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The app's own leader on real timers: in-process on PGlite, by advisory lock on PostgreSQL, with the same loop.
describe('the crash leader of one process', () => {
  let server: TestServer;
  const events: CrashEvent[] = [];
  /** When each event arrived. */
  const arrived = new Map<CrashEvent, number>();
  const bus = createLocalBus();
  bus.subscribe(CRASH_TOPIC, (message) => {
    const event = CrashEvent.parse(message);
    events.push(event);
    arrived.set(event, Date.now());
  });

  beforeAll(async () => {
    const defaults = readConfig({ NODE_ENV: 'test' });
    server = await startTestServer(
      { crash: { ...defaults.crash, chainLength: 30, bettingMs: 500 } },
      { bus, runCrashRounds: true },
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it('opens a round, starts its curve after the betting phase and ticks about 10 times a second', async () => {
    let state = null;
    for (let i = 0; i < 100 && !state?.round; i++) {
      state = CrashStateAnswer.parse((await server.api({ method: 'GET', url: CRASH_API.state.path })).json()).data;
      if (!state.round) await sleep(100);
    }
    expect(state?.round).toMatchObject({ game: 1, phase: 'betting' });
    const runningAt = state?.round?.running_at as number;
    expect(runningAt - (state?.server_time as number)).toBeLessThanOrEqual(500);
    await sleep(runningAt - Date.now());
    // The curve's first second, from when it started (a loaded machine may start it a little late).
    let running: CrashEvent | undefined;
    for (let i = 0; i < 50 && !running; i++) {
      running = events.find((e) => e.type === 'running' && e.round_id === state?.round?.id);
      if (!running) await sleep(100);
    }
    expect(running, 'the round started running').toBeDefined();
    const started = arrived.get(running as CrashEvent) as number;
    await sleep(started + 1000 - Date.now());
    const ticks = events.filter(
      (e) => e.type === 'tick' && e.r === state?.round?.id && (arrived.get(e) as number) <= started + 1000,
    );
    const busted = events.some((e) => e.type === 'busted' && e.round.id === state?.round?.id);
    // A round that busts within the second ticks fewer times.
    if (!busted) expect(ticks.length).toBeGreaterThanOrEqual(6);
    expect(events.some((e) => e.type === 'opened' && e.round.id === state?.round?.id)).toBe(true);
  });
});
