import { describe, expect, it } from 'vitest';
import { replaceEntries } from '../../../src/loaders/store-sync.ts';
import { fakeCollection, fakeLoaderContext } from './support/fake-loader-context.ts';
import { z } from 'zod';

const entry = (id: string, digest = id) => ({ id, data: { id }, digest });

describe('replaceEntries', () => {
  it('writes only changed entries when the order holds', () => {
    const collection = fakeCollection('c');
    const { store } = fakeLoaderContext(collection, z.object({}), [], new URL('file:///nonexistent/'));
    replaceEntries(store, [entry('a'), entry('b')]);
    const writes = collection.storeWrites;
    replaceEntries(store, [entry('a'), entry('b', 'b2')]);
    expect(collection.storeWrites - writes).toBe(1);
    expect(store.get('b')?.digest).toBe('b2');
  });

  it('removes entries that went and keeps the new order', () => {
    const collection = fakeCollection('c');
    const { store } = fakeLoaderContext(collection, z.object({}), [], new URL('file:///nonexistent/'));
    replaceEntries(store, [entry('a'), entry('b'), entry('c')]);
    replaceEntries(store, [entry('c'), entry('a'), entry('d')]);
    expect(store.keys()).toEqual(['c', 'a', 'd']);
  });
});
