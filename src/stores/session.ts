import { proxy } from 'valtio';
import type { ProfileAnswer } from '../../contract/api/profile';
import { storeHook } from './store-hook';

type SessionStatus = 'loading' | 'guest' | 'signed-in';

interface SessionState {
  status: SessionStatus;
  profile: ProfileAnswer | null;
  /** When the profile was fetched; with `stale` it is the offline copy's time. */
  updatedAt: number | null;
  stale: boolean;
}

const initial: SessionState = { status: 'loading', profile: null, updatedAt: null, stale: false };

/** The page's mirror of the session the worker owns. Only worker events change it. */
export const sessionState = proxy<SessionState>(structuredClone(initial));

export function applyToken(token: string | null): void {
  if (!token) {
    Object.assign(sessionState, structuredClone(initial), { status: 'guest' });
    return;
  }
  if (sessionState.status !== 'signed-in') sessionState.status = 'signed-in';
}

export function applyProfile(profile: ProfileAnswer | null, updatedAt: number | null, stale: boolean): void {
  sessionState.profile = profile;
  sessionState.updatedAt = updatedAt;
  sessionState.stale = stale;
  if (profile) sessionState.status = 'signed-in';
  else if (sessionState.status === 'loading') sessionState.status = 'guest';
}

/**
 * What a signed-in player's frame can show of the profile: the copy (fresh or saved), or nothing yet, either on
 * its way or waiting for the network (a token with no saved copy, offline: issue 13).
 */
export type ProfileAvailability = 'shown' | 'loading' | 'offline';

export function profileAvailability(session: Pick<SessionState, 'profile'>, online: boolean): ProfileAvailability {
  if (session.profile) return 'shown';
  return online ? 'loading' : 'offline';
}

export const useSession = storeHook(sessionState);
