import { type ApiResult, attempt } from '../api-result';

/**
 * One Idempotency-Key per operator decision (an intent: this payout, this action, this reason), kept while its
 * answer is unknown: a second click, or a retry after a lost answer, sends the same key and the server answers the
 * first answer instead of acting twice. Once the server has answered (yes or no) the intent is settled, and a later
 * decision of the same shape is a new one.
 */
export function createIntentKeys(newKey: () => string = () => crypto.randomUUID()) {
  const open = new Map<string, string>();
  return {
    keyFor(intent: string): string {
      let key = open.get(intent);
      if (!key) {
        key = newKey();
        open.set(intent, key);
      }
      return key;
    },
    settle(intent: string): void {
      open.delete(intent);
    },
  };
}

export type IntentKeys = ReturnType<typeof createIntentKeys>;

/** Statuses a proxy answers when the server's answer did not come through: the write may have been applied. */
const LOST_STATUSES = [502, 503, 504];

function answerLost(result: ApiResult<unknown>): boolean {
  if (result.ok) return false;
  const { failure } = result;
  return (
    failure.kind === 'network' ||
    failure.kind === 'unconfirmed' ||
    (failure.kind === 'http' && LOST_STATUSES.includes(failure.status))
  );
}

/** Runs a decision under its intent's key, and settles the intent unless its answer was lost. */
export async function decide<T>(
  keys: IntentKeys,
  intent: string,
  run: (idempotencyKey: string) => Promise<T>,
): Promise<ApiResult<T>> {
  const result = await attempt(() => run(keys.keyFor(intent)));
  if (!answerLost(result)) keys.settle(intent);
  return result;
}
