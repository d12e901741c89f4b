/**
 * The server as a real process for tests: `node --import tsx src/main.ts` (or under a shell that
 * stays its parent, as npm runs it), its output collected, its URL once it prints the listening
 * line, and a kill for the suite's afterAll that also reaches a server left behind its shell.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCK_FILE } from '../db/lock.js';

/** The server package, where `src/main.ts` and tsx resolve. */
const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/** A spawned server process. */
export interface ServedProcess {
  /** The spawned process: the server itself, or the shell above it (`viaShell`). */
  readonly child: ChildProcess;
  /** The URL from the listening line; rejects if the spawned process exits first. */
  readonly url: Promise<string>;
  /** The spawned process's exit code (the shell's, `viaShell`). */
  readonly exited: Promise<number | null>;
  /** Resolves once stdout and stderr are closed: every process holding them (the server too) has exited. */
  readonly closed: Promise<void>;
  stdout(): string;
  stderr(): string;
  /** SIGKILLs the spawned process and `alsoPid` (a server under a shell) if they still run. */
  kill(alsoPid?: number): void;
}

/**
 * Starts `src/main.ts` with `env` over the test process's environment (PORT=0 and the demo seed
 * off unless `env` says otherwise). `viaShell`: under `sh -c "node …; :"`, which cannot exec node
 * (a command follows it) and so stays the server's parent, as `npm run serve`'s shells do.
 */
export function serveProcess(env: NodeJS.ProcessEnv, options: { viaShell?: boolean } = {}): ServedProcess {
  const childEnv = { ...process.env, PORT: '0', PINSTACK_SEED: '0', DATABASE_URL: '', ...env };
  const child = options.viaShell
    ? spawn('/bin/sh', ['-c', `"${process.execPath}" --import tsx src/main.ts; :`], {
        cwd: serverDir,
        env: childEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    : spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // 'close' comes once the pipes close, which a server under a shell holds after the shell dies.
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const url = new Promise<string>((resolve, reject) => {
    child.once('exit', (code, signal) => reject(new Error(`exited early with ${code ?? signal}: ${err}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /^listening on (http:\/\/127\.0\.0\.1:\d+)$/m.exec(out);
      if (match?.[1] !== undefined) resolve(match[1]);
    });
  });
  url.catch(() => undefined);
  return {
    child,
    url,
    exited,
    closed,
    stdout: () => out,
    stderr: () => err,
    kill: (alsoPid) => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      if (alsoPid !== undefined) {
        try {
          process.kill(alsoPid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    },
  };
}

/** The pid in a data directory's lock file (the server process holding it); `undefined` before it is written. */
export function lockHolder(dataDir: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim(), 10);
    return Number.isInteger(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}
