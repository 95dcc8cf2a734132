import { proxy as comlinkProxy } from 'comlink';
import { proxy } from 'valtio';
import type { RoomInfo, RoomJoin } from '../../contract/api/rooms';
import type { Room } from '../../contract/bet-limits';
import type { RoomEvent } from '../../contract/realtime/rooms';
import type { ApiResult } from '../../workers/api-result';
import { applyEvent, applySnapshot, applyState, markMine, mineIn, type RoomsView } from '../features/rooms/room-rounds';
import { workerApi } from '../worker-bridge';
import { holdOutcome } from './reveal';
import { storeHook } from './store-hook';

interface RoomsState extends RoomsView {
  /** The server's clock minus this one (ms): countdowns in server time. */
  offsetMs: number;
  /** The socket's first snapshot (or a GET) has come. */
  ready: boolean;
}

export const roomsState = proxy<RoomsState>({ currency: null, rooms: {}, drawn: {}, offsetMs: 0, ready: false });
export const useRooms = storeHook(roomsState);

/** The viewer's entry ids (the server's answers to their stakes and its marked rounds). */
const mine = new Set<number>();
/** The rooms whose wheel is on screen and animates its draws: the outcome (the balance) waits for its landing. */
const animating = new Map<Room, number>();
const holds = new Map<Room, () => void>();

function show(view: RoomsView) {
  roomsState.currency = view.currency;
  roomsState.rooms = view.rooms;
  roomsState.drawn = view.drawn;
}

function remember(ids: readonly number[]) {
  for (const id of ids) mine.add(id);
}

/** The worker checked each message against the `rooms` topic's schemas (contract/realtime/topics.ts). */
function onUpdate(update: { kind: 'snapshot' | 'event'; data: unknown; serverTime: number }) {
  if (update.kind === 'snapshot') {
    const rooms = update.data as RoomInfo[];
    for (const info of rooms) remember(mineIn(info.round));
    show(applySnapshot(roomsState, rooms, mine));
    roomsState.ready = true;
    return;
  }
  const event = update.data as RoomEvent;
  if (event.type === 'drawn')
    drawn(
      event.round.room,
      event.round.entries.map((entry) => entry.id),
    );
  show(applyEvent(roomsState, event, mine));
}

/** A round the viewer was in was drawn: the new balance is asked for, and shown once the wheel lands. */
function drawn(room: Room, entryIds: readonly number[]) {
  if (!entryIds.some((id) => mine.has(id))) return;
  if (animating.get(room)) {
    holds.get(room)?.();
    holds.set(room, holdOutcome());
  }
  void workerApi().then(async (api) => {
    await api.refreshProfile();
  });
}

/** The wheel of `room` landed on its draw (or the page left): what the draw changed shows now. */
export function landedDraw(room: Room): void {
  holds.get(room)?.();
  holds.delete(room);
}

let watchers = 0;
let subscription: Promise<number> | null = null;
let clock: ReturnType<typeof setInterval> | null = null;

async function readClock() {
  const { offsetMs } = await (await workerApi()).realtimeClock();
  if (offsetMs !== null) roomsState.offsetMs = offsetMs;
}

/**
 * The rooms, live, while some page shows them: the worker's socket holds the `rooms` topic (its snapshot resyncs
 * after every reconnect) and the clock offset is read every few seconds. `room`: a room page whose wheel animates
 * its draws (`animates` false with reduced motion). Returns the release.
 */
export function watchRooms(room?: Room, animates = false): () => void {
  watchers++;
  if (room) animating.set(room, (animating.get(room) ?? 0) + (animates ? 1 : 0));
  if (watchers === 1) {
    subscription = workerApi().then((api) => api.realtimeSubscribe('rooms', comlinkProxy(onUpdate)));
    void readClock();
    clock = setInterval(() => void readClock(), 5000);
  }
  return () => {
    watchers--;
    if (room) {
      animating.set(room, Math.max(0, (animating.get(room) ?? 0) - (animates ? 1 : 0)));
      landedDraw(room);
    }
    if (watchers > 0 || !subscription) return;
    if (clock) clearInterval(clock);
    clock = null;
    const held = subscription;
    subscription = null;
    void held.then(async (id) => (await workerApi()).realtimeUnsubscribe(id));
  };
}

/** The rooms as GET answers them (before the socket's snapshot, or with no socket at all). */
export async function loadRooms(): Promise<void> {
  const result = await (await workerApi()).rooms();
  if (!result.ok) return;
  let view: RoomsView = roomsState;
  for (const info of result.data) {
    remember(mineIn(info.round));
    view = applyState(view, info, mine);
  }
  show(view);
  roomsState.ready = true;
}

/** One room as the server has it now (the page's first load, and its truth after a stake's answer was lost). */
export async function loadRoom(room: Room): Promise<void> {
  const sentAt = Date.now();
  const result = await (await workerApi()).roomState(room);
  if (!result.ok) return;
  const { server_time, ...info } = result.data;
  if (roomsState.offsetMs === 0) roomsState.offsetMs = server_time - (sentAt + Date.now()) / 2;
  remember(mineIn(info.round));
  show(applyState(roomsState, info as RoomInfo, mine));
  roomsState.ready = true;
}

/** A stake in `room`'s open round; a lost or refused answer reloads the room, so the page shows what the server did. */
export async function joinRoom(room: Room, amount: string): Promise<ApiResult<RoomJoin>> {
  const result = await (await workerApi()).joinRoom(room, amount);
  if (result.ok) {
    mine.add(result.data.entry_id);
    const info = roomsState.rooms[room];
    if (info) show(applyState(roomsState, { ...info, round: result.data.round }, mine));
  } else {
    await loadRoom(room);
  }
  return result;
}

/** The room's last drawn round, when the page has seen no draw yet (shown as landed: it is the past). */
export async function loadLastDraw(room: Room): Promise<void> {
  const result = await (await workerApi()).roomRounds(room, 1);
  const [last] = result.ok ? result.data : [];
  if (!last || (roomsState.drawn[room]?.id ?? 0) >= last.id) return;
  remember(mineIn(last));
  roomsState.drawn[room] = markMine(last, mine);
  pastDraws.add(last.id);
}

/** Draws that were over before the page came: the wheel shows them where they landed, without a spin. */
export const pastDraws = new Set<number>();
