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
// Variants a shopper can put in the cart: in stock, sold alone (no bundle), not a forced-single line.
const variantIds = mockApi.db.products
  .all()
  .filter((product) => !product.isBundle)
  .flatMap((product) => product.variants.filter((variant) => variant.stock > 0).map((variant) => variant.id))
  .slice(0, 200);
process.stdout.write(`${JSON.stringify({ url: server.url, products: mockApi.db.products.count(), seedMs: Date.now() - seeding, variantIds })}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
