/**
 * `npm run start:cluster -- --instances 3`: the store as it scales past one
 * process: nginx on PORT (default 8080) and HOST (default 127.0.0.1) with a
 * shared cache in front of N storefront instances on free loopback ports, and
 * the mock API once, in this process (scripts/store-cluster.ts, deploy/).
 * Builds the storefront first unless STORE_SKIP_BUILD=1. PUBLIC_ORIGIN names
 * the origin shoppers use when it is not nginx's own address; LOG_LEVEL the
 * instances' (warn by default: nginx's access log is in .artifacts/cluster/).
 * Ctrl-C or SIGTERM stops nginx, then the instances, then the mock.
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { root } from './paths';
import { prepareCluster, startStoreCluster } from './store-cluster';

const { values } = parseArgs({ options: { instances: { type: 'string' } } });
const instances = Number(values.instances ?? Math.max(2, availableParallelism()));
const port = Number(process.env.PORT || 8080);
const host = process.env.HOST || '127.0.0.1';
if (!Number.isInteger(instances) || instances < 1 || instances > 64) {
  console.error(`--instances must be a whole number from 1 to 64, not "${values.instances}"`);
  process.exit(2);
}
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}"`);
  process.exit(2);
}
await prepareCluster((line) => console.log(line));

const runDir = `${root}.artifacts/cluster`;
const cluster = await startStoreCluster({
  instances,
  host,
  port,
  runDir,
  ...(process.env.PUBLIC_ORIGIN ? { publicOrigin: process.env.PUBLIC_ORIGIN } : {}),
  logLevel: process.env.LOG_LEVEL || 'warn',
  onLine: (source, line) => console.error(`[${source}] ${line}`),
}).catch((error: unknown) => {
  console.error(`The cluster could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  console.log('Stopping: nginx finishes the answers under way, then the instances and the mock stop…');
  await cluster.stop();
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
// nginx passes an ended instance's requests to the others; the operator still needs to know.
for (const [index, instance] of cluster.instances.entries()) {
  instance.child.once('exit', (code, signal) => {
    if (!stopping) console.error(`Instance ${index + 1} (${instance.url}) ended (${signal ?? `exit ${code}`}): nginx sends its requests to the others.`);
  });
}
cluster.nginx.child.once('exit', (code, signal) => {
  if (stopping) return;
  console.error(`nginx ended (${signal ?? `exit ${code}`}): stopping the store.`);
  void stop(1);
});

console.log(`
MORE Furniture is running at ${cluster.url}/ behind nginx (${instances} storefront instance${instances === 1 ? '' : 's'})
  instances: ${cluster.instances.map((instance) => instance.url).join(', ')}   health: <instance>/healthz, and ${cluster.url}/healthz
  store API (mock, through nginx's cache): ${cluster.url}/api/   e.g. ${cluster.url}/api/uni/product?type=terbaru
  shipment service (mock, for the instances only): ${cluster.mockUrl}/shipment/
  nginx: ${cluster.nginx.configFile}   access log: ${runDir}/access.log   X-Cache-Status on every answer
Press Ctrl-C to stop.`);
