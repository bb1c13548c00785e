import { type ChildProcess, spawn } from 'node:child_process';

export interface Finished {
  readonly code: number;
  readonly output: string;
  /** The command ran past its time limit and was stopped (its whole process group). */
  readonly timedOut?: boolean;
}

/**
 * After the command has exited, how long its output may still flow. A process it started and left behind (a browser,
 * an nginx, a store's worker) inherits its pipes and could hold them open for ever: waiting for them to close
 * (the 'close' event) would then hang `npm test` until CI stops it, with nothing said.
 */
const DRAIN_AFTER_EXIT_MS = 5_000;

const running = new Set<ChildProcess>();

/** Stops a command and everything it started: each command runs in a process group of its own. */
const stopGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
};

// A command in its own group no longer hears the terminal's Ctrl-C: pass it on, and leave nothing running.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of running) stopGroup(child, 'SIGKILL');
    process.exit(130);
  });
}

/**
 * Runs a command, echoing its output as it comes and keeping it for the caller. With `timeoutMs`, a command still
 * running then is stopped with everything it started, and the result says so.
 */
export const run = (command: string, args: readonly string[], options: { quiet?: boolean; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {}) =>
  new Promise<Finished>((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'), ...options.env },
    });
    running.add(child);
    let output = '';
    let timedOut = false;
    let settled = false;
    let drain: NodeJS.Timeout | undefined;
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (!options.quiet) process.stdout.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const limit =
      options.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            stopGroup(child, 'SIGTERM');
            setTimeout(() => stopGroup(child, 'SIGKILL'), 10_000).unref();
          }, options.timeoutMs);
    const finish = (code: number) => {
      if (settled) return;
      settled = true;
      running.delete(child);
      if (limit) clearTimeout(limit);
      if (drain) clearTimeout(drain);
      // What the command left behind goes with it.
      stopGroup(child, 'SIGKILL');
      resolve({ code, output, ...(timedOut ? { timedOut } : {}) });
    };
    child.on('close', (code) => finish(code ?? 1));
    child.on('exit', (code) => {
      drain = setTimeout(() => {
        child.stdout.destroy();
        child.stderr.destroy();
        finish(code ?? 1);
      }, DRAIN_AFTER_EXIT_MS);
    });
    child.on('error', (error) => {
      output += String(error);
      finish(1);
    });
  });

/** Runs jobs with at most `limit` at once (the machines have 2 cores). */
export const inParallel = async <T>(jobs: readonly (() => Promise<T>)[], limit = 2): Promise<T[]> => {
  const results = new Array<T>(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
};
