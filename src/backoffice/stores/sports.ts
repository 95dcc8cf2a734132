import type { LimitsBody, MarginBody, ResultBody } from '../../../contract/api/sports';
import { fromWorker } from './session';

/** The sportsbook screen's actions. */
export const loadSportsSettings = () => fromWorker((api) => api.sportsSettings());

export const setSportsMargin = (body: MarginBody) => fromWorker((api) => api.setSportsMargin(body));

export const setSportsLimits = (body: LimitsBody) => fromWorker((api) => api.setSportsLimits(body));

export const loadSportsEvent = (id: number) => fromWorker((api) => api.sportsEvent(id));

export const correctSportsResult = (id: number, body: ResultBody) =>
  fromWorker((api) => api.correctSportsResult(id, body));
