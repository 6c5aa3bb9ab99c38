/**
 * A table kept from the enterprise read model (attract's node counts, the metric table's yearly
 * counts). The read model changes only by imports, so the table is built once when missing (a
 * fresh or test database: at once, before answering) and again in the background once a day old
 * (answers meanwhile use the last build). One build at a time per database.
 */
const DAY = 86_400_000;

export interface KeptAggregate<S, T> {
  /** Builds now, or joins the build already running on this database. */
  rebuild(store: S, now?: Date): Promise<T>;
  /** Builds when never built; starts a background build when a day old. */
  ensure(store: S, now?: Date): Promise<void>;
}

export function keptAggregate<S extends { db: object }, T>(options: {
  lastBuiltAt: (store: S) => Promise<Date | string | undefined>;
  build: (store: S, now: Date) => Promise<T>;
}): KeptAggregate<S, T> {
  const building = new WeakMap<object, Promise<T>>();
  const rebuild = (store: S, now: Date = new Date()): Promise<T> => {
    const running = building.get(store.db);
    if (running) return running;
    const job = options.build(store, now).finally(() => building.delete(store.db));
    building.set(store.db, job);
    return job;
  };
  const ensure = async (store: S, now: Date = new Date()): Promise<void> => {
    const last = await options.lastBuiltAt(store);
    if (!last) {
      await rebuild(store, now);
      return;
    }
    if (now.getTime() - new Date(last).getTime() > DAY) void rebuild(store, now).catch(() => undefined);
  };
  return { rebuild, ensure };
}
