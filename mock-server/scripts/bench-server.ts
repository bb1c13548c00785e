/**
 * The mock API alone on a free port, for the benchmark (a process of its own,
 * so the load generator does not share its event loop). Prints its URL.
 */
import { createMockApi, DEMO_CUSTOMER, signIn } from '../src/index';
import { startStoreServer } from '../src/node/index';

const scale = Number(process.env.BENCH_SCALE ?? 1);
const seeding = Date.now();
const mockApi = await createMockApi({ scale });
await signIn(mockApi.db, DEMO_CUSTOMER.id, 'bench-token', mockApi.clock.unixSeconds());
const server = await startStoreServer({ port: 0, mockApi });
process.stdout.write(`${JSON.stringify({ url: server.url, products: mockApi.db.products.count(), seedMs: Date.now() - seeding })}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
