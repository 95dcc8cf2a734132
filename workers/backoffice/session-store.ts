import Dexie, { type EntityTable } from 'dexie';

/**
 * The back office's own record of the operator's session (never the player's cookies or databases): the token and
 * when the server said it ends, so a reload stays signed in until then.
 */
export interface StoredOperatorSession {
  id: 'current';
  token: string;
  expiresAt: string;
}

class BackofficeDb extends Dexie {
  session!: EntityTable<StoredOperatorSession, 'id'>;

  constructor() {
    super('backofficeSession');
    this.version(1).stores({ session: 'id' });
    this.on('versionchange', () => {
      this.close();
      return false;
    });
  }
}

let connection: BackofficeDb | null = null;
const db = () => {
  connection ??= new BackofficeDb();
  return connection;
};

export const operatorSessionStore = {
  read: async (): Promise<StoredOperatorSession | null> => (await db().session.get('current')) ?? null,
  write: async (token: string, expiresAt: string): Promise<void> => {
    await db().session.put({ id: 'current', token, expiresAt });
  },
  clear: async (): Promise<void> => {
    await db().session.delete('current');
  },
};
