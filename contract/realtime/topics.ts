import type { z } from 'zod';
import { CrashStateAnswer } from '../api/crash';
import { LiveListAnswer } from '../api/live';
import { RoomsListAnswer } from '../api/rooms';
import { CRASH_TOPIC, CrashEvent } from './crash';
import { FeedEntry, FeedSnapshot, MyFeedSnapshot } from './feed';
import { LIVE_TOPIC, LiveEvent } from './live';
import { ROOMS_TOPIC, RoomEvent } from './rooms';
import { SPORTS_TOPIC, SportsChanges, SportsSnapshot } from './sports';

/**
 * Every topic of the socket: who may subscribe (`public`: a guest too; `player`: a signed-in socket, and it gets
 * only its own player's messages) and the schemas of its snapshot and of its events' `data`.
 */
export interface TopicDefinition {
  access: 'public' | 'player';
  snapshot: z.ZodType;
  event: z.ZodType;
}

export const TOPICS = {
  /** Every settled round of every game (snapshot: the newest bets and the newest big wins; event: one bet). */
  feed: { access: 'public', snapshot: FeedSnapshot, event: FeedEntry },
  /** The player's own settled rounds. */
  'feed:mine': { access: 'player', snapshot: MyFeedSnapshot, event: FeedEntry },
  /** Crash (snapshot: the state GET /crash/state answers; events: the round's life and its 10 Hz ticks). */
  [CRASH_TOPIC]: { access: 'public', snapshot: CrashStateAnswer.shape.data, event: CrashEvent },
  /** The private rooms (snapshot: each room and its open round in the viewer's currency; events: every round's). */
  [ROOMS_TOPIC]: { access: 'public', snapshot: RoomsListAnswer.shape.data, event: RoomEvent },
  /** The sportsbook's prices, suspensions, clocks, scores and results as each feed sync writes them. */
  [SPORTS_TOPIC]: { access: 'public', snapshot: SportsSnapshot, event: SportsChanges },
  /** The live tables (snapshot: both tables with their round, totals and history; events: rounds and bets). */
  [LIVE_TOPIC]: { access: 'public', snapshot: LiveListAnswer.shape.data, event: LiveEvent },
} as const satisfies Record<string, TopicDefinition>;

export type TopicName = keyof typeof TOPICS;
export type SnapshotOf<T extends TopicName> = z.infer<(typeof TOPICS)[T]['snapshot']>;
export type EventOf<T extends TopicName> = z.infer<(typeof TOPICS)[T]['event']>;

export function isTopicName(topic: string): topic is TopicName {
  return Object.hasOwn(TOPICS, topic);
}
