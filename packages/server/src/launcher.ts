/**
 * The server goes with its launcher. `npm run serve` starts npm → sh → npm → sh → node; a SIGTERM
 * to the first npm left this server running orphaned, still holding its data directory (and a
 * second `npm run serve` then started beside it). The entry records the chain of launcher
 * processes above it (node, npm, npx, tsx, sh, dash; read from /proc on Linux, else just the
 * parent) and stops when any of them is gone.
 */
import { readFileSync } from 'node:fs';

/** Names of processes that only launch this one (the user's shell, a supervisor or init are not). */
const LAUNCHER = /^(node|npm|npx|tsx|sh|dash)\b/;

function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // note: the command name (field 2) may hold spaces and parentheses; fields resume after the last ')'.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return Number.isInteger(parent) ? parent : undefined;
  } catch {
    return undefined;
  }
}

function nameOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/** The direct parent, then each further ancestor while the one below it is a launcher. */
export function launcherChain(parent = process.ppid): number[] {
  const chain: number[] = [];
  for (let pid: number | undefined = parent; pid !== undefined && pid > 1 && chain.length < 8; pid = parentOf(pid)) {
    chain.push(pid);
    if (!LAUNCHER.test(nameOf(pid))) break;
  }
  return chain;
}

/** True while `pid` runs; an exited process its parent has not reaped yet (a zombie) counts as gone. */
const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    // no /proc (not Linux): the signal test is all there is
    return true;
  }
};

/** This process's parent now, read fresh from /proc where there is one. */
const currentParent = (): number => parentOf(process.pid) ?? process.ppid;

/** The launchers as they were when taken: the parent then, and the chain above it. */
export interface Launchers {
  readonly parent: number;
  readonly chain: readonly number[];
}

/**
 * The launchers now. Take them when the process starts: a launcher that goes during a start-up of
 * seconds (opening the database) has re-parented this process already, and a chain read only
 * after start-up would start from init and never see it gone (the server stayed orphaned).
 */
export function currentLaunchers(): Launchers {
  const parent = currentParent();
  return { parent, chain: launcherChain(parent) };
}

/**
 * Calls `onGone` once, when this process is re-parented or a launcher above it has exited since
 * `launchers` were taken: at once when that already happened, else within `everyMs`.
 */
export function watchLauncher(onGone: () => void, everyMs = 500, launchers = currentLaunchers()): () => void {
  const gone = () => currentParent() !== launchers.parent || !launchers.chain.every(alive);
  if (gone()) {
    onGone();
    return () => undefined;
  }
  const timer = setInterval(() => {
    if (gone()) {
      clearInterval(timer);
      onGone();
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
