import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

type Store = Map<string, { payload: AdapterPayload; expiresAt: number }>;

/**
 * oidc-provider's storage for one demo provider: a Map per model, entries dropped when they
 * expire. The library's own in-memory adapter does the same but prints a warning at every start
 * that it is for development only; the demo provider is exactly that, and forgets all on restart.
 */
export function demoMemoryAdapter(): AdapterFactory {
  const stores = new Map<string, Store>();
  return (name) => {
    const store: Store = stores.get(name) ?? new Map<string, { payload: AdapterPayload; expiresAt: number }>();
    stores.set(name, store);
    return new MemoryAdapter(store);
  };
}

/** One model's entries. */
class MemoryAdapter implements Adapter {
  private readonly store: Store;

  constructor(store: Store) {
    this.store = store;
  }

  private live(id: string): AdapterPayload | undefined {
    const entry = this.store.get(id);
    if (entry && entry.expiresAt <= Date.now()) this.store.delete(id);
    return entry && entry.expiresAt > Date.now() ? entry.payload : undefined;
  }

  upsert(id: string, payload: AdapterPayload, expiresIn = 3600): Promise<void> {
    this.store.set(id, { payload, expiresAt: Date.now() + expiresIn * 1000 });
    return Promise.resolve();
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return Promise.resolve(this.live(id));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const id = [...this.store.keys()].find((key) => this.live(key)?.uid === uid);
    return Promise.resolve(id === undefined ? undefined : this.live(id));
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    const id = [...this.store.keys()].find((key) => this.live(key)?.userCode === userCode);
    return Promise.resolve(id === undefined ? undefined : this.live(id));
  }

  consume(id: string): Promise<void> {
    const payload = this.live(id);
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    return Promise.resolve();
  }

  destroy(id: string): Promise<void> {
    this.store.delete(id);
    return Promise.resolve();
  }

  revokeByGrantId(grantId: string): Promise<void> {
    for (const [id, entry] of this.store) if (entry.payload.grantId === grantId) this.store.delete(id);
    return Promise.resolve();
  }
}
