import Dexie, { type EntityTable } from 'dexie';
import type { ProfileAnswer } from '../../contract/api/profile';
import type { InvoiceView } from '../billing/views';

/**
 * The worker's own record of the session: the rotating refresh token (never handed to the page),
 * the last access token, and the last profile with its time, for the offline "last updated" view.
 */
export interface StoredSession {
  id: 'current';
  accessToken: string;
  refreshToken: string;
  sso: string | null;
  profile: ProfileAnswer | null;
  profileAt: number | null;
  /** The deposit process in progress, so its poll survives a reload. */
  invoice?: InvoiceView | null;
}

class SessionDb extends Dexie {
  session!: EntityTable<StoredSession, 'id'>;

  constructor() {
    super('sessionStore');
    this.version(1).stores({ session: 'id' });
    this.on('versionchange', () => {
      this.close();
      return false;
    });
  }
}

let connection: SessionDb | null = null;
const db = () => {
  connection ??= new SessionDb();
  return connection;
};

export const sessionStore = {
  read: async (): Promise<StoredSession | null> => (await db().session.get('current')) ?? null,
  write: async (session: Omit<StoredSession, 'id'>): Promise<void> => {
    await db().session.put({ id: 'current', ...session });
  },
  update: async (changes: Partial<Omit<StoredSession, 'id'>>): Promise<void> => {
    await db().session.update('current', changes);
  },
  clear: async (): Promise<void> => {
    await db().session.delete('current');
  },
};
