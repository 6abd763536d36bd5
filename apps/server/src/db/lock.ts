import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from '../lib/app-error.ts';

const LOCK_FILE = 'server.lock';

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one process's database: a second server on the same DATA_DIR would corrupt it. The lock
 * file holds the owner's pid; a lock left by a process that no longer runs is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isProcessAlive(owner)) {
        throw new StartupError(
          `Another File1099 server (pid ${owner}) is already using DATA_DIR ${dataDir}; the embedded database allows one process. Stop it, or set DATA_DIR or DATABASE_URL.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new StartupError(`Could not lock DATA_DIR ${dataDir}.`);
}

/** Creates DATA_DIR if needed and proves it is writable, or fails with one line naming the problem. */
export function prepareDataDir(dataDir: string): void {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new StartupError(
      `DATA_DIR ${dataDir} cannot be created (${code}). Set DATA_DIR to a writable folder.`,
    );
  }
  if (!fs.statSync(dataDir).isDirectory()) {
    throw new StartupError(`DATA_DIR ${dataDir} is not a folder. Set DATA_DIR to a writable folder.`);
  }
  const probe = path.join(dataDir, `.write-test-${process.pid}`);
  try {
    fs.writeFileSync(probe, 'ok');
    fs.rmSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new StartupError(
      `DATA_DIR ${dataDir} is not writable (${code}). Set DATA_DIR to a writable folder.`,
    );
  }
}
