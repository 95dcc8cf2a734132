import type { StoredOperatorSession } from './session-store';

interface SessionStorage {
  read(): Promise<StoredOperatorSession | null>;
  write(token: string, expiresAt: string): Promise<void>;
  clear(): Promise<void>;
}

/**
 * The operator's session token, held here in the worker (the page never sees it) and kept in the back office's own
 * database until it expires, is signed out, or an answer says it is over (401).
 */
export function createOperatorSession(storage: SessionStorage, now: () => number = Date.now) {
  let token: string | null = null;
  let restored: Promise<void> | null = null;

  return {
    /** Reads the stored session once; an expired one is dropped. */
    restore(): Promise<void> {
      restored ??= storage.read().then(async (stored) => {
        if (stored && Date.parse(stored.expiresAt) > now()) token ??= stored.token;
        else if (stored) await storage.clear();
      });
      return restored;
    },
    token: () => token,
    async start(newToken: string, expiresAt: string): Promise<void> {
      token = newToken;
      await storage.write(newToken, expiresAt);
    },
    async end(): Promise<void> {
      token = null;
      await storage.clear();
    },
  };
}

export type OperatorSession = ReturnType<typeof createOperatorSession>;
