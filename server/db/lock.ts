import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

export class DatabaseLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The database folder ${folder} is in use by another server process (pid ${pid}). ` +
        'Stop it or set DATA_DIR to another folder.',
    );
    this.name = 'DatabaseLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite does not lock its folder, so two processes could corrupt it. Takes `lockPath` (created with `wx`,
 * holding our pid); a lock whose pid is dead is stale and taken over. Returns the release function.
 */
export function acquireLock(lockPath: string, folderForMessage: string): () => void {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(lockPath, 'utf8').trim() === String(process.pid)) unlinkSync(lockPath);
        } catch {
          // Already gone.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let pid = Number.NaN;
      try {
        pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
      } catch {
        continue; // Removed meanwhile: try again.
      }
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new DatabaseLockedError(folderForMessage, pid);
      try {
        unlinkSync(lockPath); // Stale lock from a process that died.
      } catch {
        // Someone else removed it first.
      }
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}
