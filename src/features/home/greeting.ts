import type { User } from '../../../contract/api/profile';

/** A player counts as new for a day after registering. */
const NEW_FOR_MS = 24 * 60 * 60_000;

/** How the home page greets: a guest (the welcome pack), a player who just joined, or one coming back. */
export function greetingFor(user: Pick<User, 'registered_at'> | null, now = Date.now()): 'guest' | 'new' | 'back' {
  if (!user) return 'guest';
  const registered = user.registered_at ? Date.parse(user.registered_at) : Number.NaN;
  return now - registered < NEW_FOR_MS ? 'new' : 'back';
}
