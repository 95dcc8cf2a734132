/// <reference path="./fs-native-extensions.d.ts" />
import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { tryLock } from 'fs-native-extensions';

export class DatabaseLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number | undefined,
  ) {
    super(
      `The database folder ${folder} is in use by another server process${pid ? ` (pid ${pid})` : ''}. ` +
        'Stop it or set DATA_DIR to another folder.',
    );
    this.name = 'DatabaseLockedError';
  }
}

/**
 * PGlite does not lock its folder, and two processes on one folder lose acknowledged writes. Takes an exclusive
 * OS lock on `lockPath` (an open-file-description lock on Linux, flock on macOS) through a descriptor kept open
 * until release: the kernel gives it to one holder only and drops it when the holder dies, whatever pid a
 * restarted process gets. The file keeps the holder's pid for the message; its content is never trusted.
 * Returns the release function.
 */
export function acquireLock(lockPath: string, folderForMessage: string): () => void {
  const fd = openSync(lockPath, 'a+');
  let locked = false;
  try {
    locked = tryLock(fd);
  } finally {
    if (!locked) closeSync(fd);
  }
  if (!locked) throw new DatabaseLockedError(folderForMessage, holderPid(lockPath));
  ftruncateSync(fd);
  writeSync(fd, String(process.pid), 0);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    // Closing the descriptor releases the lock. The file stays: removing it would let a process that opened the
    // old file and one that creates a new one both hold "the" lock.
    closeSync(fd);
  };
}

function holderPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
