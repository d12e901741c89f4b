/**
 * One server per PGlite data directory. Two processes on one directory both started, handed out
 * the same ids and lost each other's acknowledged writes; now the first holds `pinstack.lock`
 * (created exclusively, holding its pid) and a second refuses to start, naming the directory and
 * the holder. A lock whose process is gone (a crash, `kill -9`) is taken over.
 */
import { openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The lock file inside a data directory. */
export const LOCK_FILE = 'pinstack.lock';

/** A second server on a locked data directory. */
export class DataDirLocked extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Pinstack server (pid ${holderPid}). ` +
        'Stop that server first, or give this one another PINSTACK_DATA_DIR.',
    );
    this.name = 'DataDirLocked';
  }
}

// Directories this process holds: a second open in the same process is refused too.
const held = new Set<string>();

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the data directory's lock, or throws `DataDirLocked`; returns the release. */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  const path = join(dir, LOCK_FILE);
  if (held.has(dir)) throw new DataDirLocked(dir, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      held.add(dir);
      return () => {
        held.delete(dir);
        try {
          if (readFileSync(path, 'utf8').trim() === String(process.pid)) unlinkSync(path);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) throw new DataDirLocked(dir, holder);
    // A stale lock: its process is gone (or it is this process's own leftover). Take it over.
    unlinkSync(path);
  }
  throw new DataDirLocked(dir, Number.NaN);
}
