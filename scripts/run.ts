import { spawn } from 'node:child_process';

export interface Finished {
  readonly code: number;
  readonly output: string;
}

/** Runs a command, echoing its output as it comes and keeping it for the caller. */
export const run = (command: string, args: readonly string[], options: { quiet?: boolean; env?: NodeJS.ProcessEnv } = {}) =>
  new Promise<Finished>((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'), ...options.env },
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (!options.quiet) process.stdout.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
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
