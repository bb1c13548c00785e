import { type ChildProcess, spawn } from 'node:child_process';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The processes a cluster starts (instances, nginx) run in process groups of
 * their own (spawned detached): Ctrl-C reaches the script alone, which stops
 * them in order (nginx first, so no request meets a stopped instance). Should
 * the script end any other way, no group stays behind: those still running
 * are killed as it exits, and, should it die without running its exit
 * handlers (SIGKILL, a test runner's SIGTERM), by a watchdog of its own.
 */
const running = new Set<ChildProcess>();

const killGroup = (child: ChildProcess, signal: NodeJS.Signals): void => {
  if (child.pid === undefined || hasExited(child)) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
};

process.on('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});

/**
 * A small process in a group of its own that learns each group on its standard
 * input ("123" to watch, "-123" to forget) and, when that input ends (this
 * process is gone, however it ended), kills every group it still watches.
 */
const WATCHDOG = `
const groups = new Set();
let rest = '';
process.stdin.on('data', (chunk) => {
  const lines = (rest + chunk).split('\\n');
  rest = lines.pop();
  for (const line of lines) {
    const group = Number(line);
    if (group > 0) groups.add(group);
    else if (group < 0) groups.delete(-group);
  }
});
process.stdin.on('end', () => {
  for (const group of groups) {
    try { process.kill(-group, 'SIGKILL'); } catch {}
  }
  process.exit(0);
});
`;

let watchdog: ChildProcess | null = null;
const tellWatchdog = (line: string): void => {
  if (!watchdog) {
    watchdog = spawn(process.execPath, ['-e', WATCHDOG], { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
    // It must not keep this process alive, nor die with its group.
    watchdog.unref();
    (watchdog.stdin as (NodeJS.WritableStream & { unref?: () => void }) | null)?.unref?.();
    watchdog.stdin?.on('error', () => {});
  }
  watchdog.stdin?.write(`${line}\n`);
};

/** Keeps a started child's group in the list of what this process kills on its way out. */
export const track = (child: ChildProcess): ChildProcess => {
  running.add(child);
  if (child.pid !== undefined) tellWatchdog(String(child.pid));
  child.once('exit', () => {
    running.delete(child);
    if (child.pid !== undefined) tellWatchdog(String(-child.pid));
  });
  return child;
};

export const hasExited = (child: ChildProcess): boolean => child.exitCode !== null || child.signalCode !== null;

const exited = (child: ChildProcess): Promise<void> =>
  hasExited(child) ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * Stops a child's process group: `signal` first (the graceful stop), then, after
 * `graceMs`, SIGKILL for whatever of the group is still there.
 */
export const stopGroup = async (child: ChildProcess, signal: NodeJS.Signals, graceMs: number): Promise<void> => {
  if (hasExited(child)) return;
  killGroup(child, signal);
  const outright = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
  await exited(child);
  clearTimeout(outright);
  // A worker whose master died (nginx's) would linger in the group: none may.
  if (child.pid !== undefined) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // The group is empty.
    }
  }
};

/** A free TCP port on this address (the instant between this and its use is the one race left). */
export const freePort = (host = '127.0.0.1'): Promise<number> =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** The last lines a child printed, for the message when it fails. */
export const outputTail = (child: ChildProcess, limit = 64 * 1024) => {
  let text = '';
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-limit);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => text;
};

/** The status of a GET (the Host header may name another host than the address connected to). */
const statusOf = (url: string, host: string | undefined): Promise<number> =>
  new Promise<number>((resolve, reject) => {
    const request = get(url, { agent: false, timeout: 2000, ...(host ? { headers: { host } } : {}) }, (answer) => {
      answer.resume();
      answer.once('end', () => resolve(answer.statusCode ?? 0));
    });
    request.once('timeout', () => request.destroy(new Error('no answer in 2 s')));
    request.once('error', reject);
  });

/**
 * Polls `url` until it answers 200 (a process's /healthz): rejects when the
 * child ends first or `timeoutMs` passes, with what the child printed.
 */
export const waitUntilHealthy = async (url: string, child: ChildProcess, printed: () => string, timeoutMs: number, host?: string): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (hasExited(child)) throw new Error(`${url}: the process ended (${child.exitCode ?? child.signalCode}) before it was healthy:\n${printed()}`);
    try {
      const status = await statusOf(url, host);
      if (status === 200) return;
      last = `status ${status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(100);
  }
  throw new Error(`${url} was not healthy within ${timeoutMs / 1000} s (${last}):\n${printed()}`);
};
