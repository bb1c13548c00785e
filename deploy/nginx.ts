import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type NginxConfigOptions, renderNginxConfig } from './nginx-config';
import { outputTail, stopGroup, track, waitUntilHealthy } from './processes';

/** Debian's nginx (`apt-get install nginx`); NGINX_BINARY names another. */
export const nginxBinary = (): string => process.env.NGINX_BINARY ?? '/usr/sbin/nginx';

/** Why nginx cannot be started here, or null when it can. */
export const nginxMissing = (): string | null => {
  const binary = nginxBinary();
  try {
    accessSync(binary, constants.X_OK);
    return null;
  } catch {
    return `nginx is not installed (${binary}): .ci/run installs Debian's nginx (sudo apt-get install -y nginx), as it installs Chromium`;
  }
};

/** One line of the access log (deploy/nginx.conf.template, log_format store). */
export interface AccessLine {
  readonly time: string;
  readonly request_id: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly bytes: number;
  readonly seconds: number;
  /** HIT, MISS, EXPIRED, STALE, UPDATING, REVALIDATED, BYPASS, or '' when the cache was not asked. */
  readonly cache: string;
  /** Every upstream tried, comma-separated ('' when the answer came from the cache or nginx). */
  readonly upstream: string;
  readonly upstream_status: string;
  readonly upstream_seconds: string;
}

export interface RunningNginx {
  readonly child: ChildProcess;
  readonly runDir: string;
  readonly configFile: string;
  /** What nginx printed (its error log goes to standard error). */
  readonly printed: () => string;
  /** The access log so far, one object a line. */
  accessLog(): AccessLine[];
  /** SIGQUIT: nginx stops taking connections and finishes the answers under way (10 s at most). */
  stop(): Promise<void>;
}

export interface NginxStartOptions {
  /** nginx's prefix: the rendered nginx.conf, its pid, temporary files, cache and access log. Emptied first. */
  readonly runDir: string;
  readonly config: Omit<NginxConfigOptions, 'user'>;
  /** Where to ask nginx's /healthz (200 once nginx and an instance are up): its listening address; Host is config.serverName. */
  readonly probe: string;
  readonly onLine?: (line: string) => void;
}

/** How long nginx gets to come up (it is quick; a busy machine is not). */
const NGINX_START_MS = 20_000;

/** Renders the configuration into `runDir` and starts nginx in the foreground; resolves once it answers. */
export const startNginx = async (options: NginxStartOptions): Promise<RunningNginx> => {
  const missing = nginxMissing();
  if (missing) throw new Error(missing);
  const { runDir } = options;
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(join(runDir, 'tmp'), { recursive: true });
  const configFile = join(runDir, 'nginx.conf');
  // As root, nginx's workers would run as nobody, who may not enter the run directory: they stay root here (nginx-config.ts).
  const user = process.getuid?.() === 0 ? 'root' : null;
  writeFileSync(configFile, renderNginxConfig({ ...options.config, user }));
  const child = track(
    spawn(nginxBinary(), ['-p', runDir, '-c', configFile, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'], detached: true }),
  );
  const printed = outputTail(child);
  if (options.onLine) {
    const forward = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim() !== '') options.onLine?.(line);
    };
    child.stderr?.on('data', forward);
  }
  try {
    await waitUntilHealthy(`${options.probe}/healthz`, child, printed, NGINX_START_MS, options.config.serverName);
  } catch (error) {
    await stopGroup(child, 'SIGKILL', 0);
    throw error;
  }
  const accessLogFile = join(runDir, 'access.log');
  return {
    child,
    runDir,
    configFile,
    printed,
    accessLog: () =>
      existsSync(accessLogFile)
        ? readFileSync(accessLogFile, 'utf8')
            .split('\n')
            .filter((line) => line.trim() !== '')
            .map((line) => JSON.parse(line) as AccessLine)
        : [],
    stop: () => stopGroup(child, 'SIGQUIT', 10_000),
  };
};
