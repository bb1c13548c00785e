/**
 * A port whose adapter arrives in its own chunk on first use. Every HTTP
 * port's methods answer promises, so a call simply waits for the chunk: the
 * entry carries no wire schema, and each feature's adapters and schemas load
 * with the first screen that calls them (design.md, "What the entry costs").
 */
export const lazyPort = <Port extends object>(load: () => Promise<Port>): Port => {
  let adapter: Promise<Port> | null = null;
  const ready = () => {
    adapter ??= load().catch((error: unknown) => {
      adapter = null;
      throw error;
    });
    return adapter;
  };
  return new Proxy({} as Port, {
    get: (_target, method) => {
      if (method === 'then') return undefined;
      return (...args: unknown[]) =>
        ready().then((port) => (port[method as keyof Port] as (...a: unknown[]) => unknown).apply(port, args));
    },
  });
};
