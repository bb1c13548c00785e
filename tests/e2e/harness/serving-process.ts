import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/**
 * Which of a process's children holds the server's end of a TCP connection (Linux's /proc): the
 * worker that accepted it. The store does not name its process to the world, so the tests ask the
 * operating system, as an operator's `ss -tp` would.
 */
export const childServing = (parentPid: number, serverPort: number, clientPort: number): number | null => {
  const inode = serverSocketInode(serverPort, clientPort);
  if (inode === null) return null;
  const needle = `socket:[${inode}]`;
  for (const pid of childrenOf(parentPid)) {
    if (descriptorsOf(pid).some((target) => target === needle)) return pid;
  }
  return null;
};

/** The inode of the socket whose local port is the server's and whose peer port is the client's. */
const serverSocketInode = (serverPort: number, clientPort: number): string | null => {
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines: string[];
    try {
      lines = readFileSync(table, 'utf8').split('\n').slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      const columns = line.trim().split(/\s+/);
      if (columns.length < 10) continue;
      const portOf = (address: string) => Number.parseInt(address.slice(address.lastIndexOf(':') + 1), 16);
      if (portOf(columns[1]!) === serverPort && portOf(columns[2]!) === clientPort) return columns[9]!;
    }
  }
  return null;
};

const childrenOf = (parentPid: number): number[] =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // The fourth field of stat is the parent's id; the command name before it is in parentheses and may hold spaces.
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parentPid;
      } catch {
        return false;
      }
    })
    .map(Number);

const descriptorsOf = (pid: number): string[] => {
  try {
    return readdirSync(`/proc/${pid}/fd`).map((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        return '';
      }
    });
  } catch {
    return [];
  }
};
