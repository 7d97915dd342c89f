import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { importCatalog } from '../../server/src/catalog/import-catalog.ts';
import { CatalogDocumentSchema } from '../../server/src/catalog/import-schema.ts';
import { ANSWER_SHAPES } from '../../server/src/catalog/entities/answer-shapes.ts';
import { ALL_ENTITIES } from '../../server/src/catalog/entities/catalog-entities.ts';
import { entity, type Entity } from '../../server/src/catalog/entities/entity.ts';
import { entityAnswer, type EntityAnswer } from '../../server/src/catalog/entities/entity-answer.ts';
import { answered, plain } from '../../server/src/catalog/entities/field.ts';
import { about } from '../../server/src/catalog/entities/field-about.ts';
import { demoCatalog } from '../../server/seed/demo-catalog.ts';
import { getOk } from './support/catalog-http.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

type AnyShape = EntityAnswer<Entity, z.ZodObject>;
const SHAPES: readonly AnyShape[] = Object.values(ANSWER_SHAPES);

/** The answer keys of `e`'s answered fields that none of `shapes` of `e` carries. */
function undeliveredKeys(e: Entity, shapes: readonly AnyShape[]): string[] {
  const carried = new Set(shapes.filter((s) => s.entity === e).flatMap((s) => s.keys));
  return Object.entries(e.fields).flatMap(([name, field]) => {
    if (!('answer' in field)) return [];
    const key = typeof field.answer === 'string' ? field.answer : name;
    return carried.has(key) ? [] : [`${e.table}.${name} → ${key}`];
  });
}

/** The key lists of every object in a JSON value, each as one string, in the order the wire has them. */
function objectKeyLists(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) objectKeyLists(item, into);
  else if (value !== null && typeof value === 'object') {
    into.add(Object.keys(value).join(','));
    for (const item of Object.values(value)) objectKeyLists(item, into);
  }
  return into;
}

describe('the answer shapes derived from the entity descriptions', () => {
  it('carry every answered field of every description', () => {
    expect(ALL_ENTITIES.flatMap((e) => undeliveredKeys(e, SHAPES))).toEqual([]);
  });

  it('find a field answered under a key no contract schema has', () => {
    // The check above, shown able to fail: a description answering a key its schema lacks.
    const gadgets = entity({
      table: 'gadgets',
      ids: 'running',
      fields: {
        name: about(answered(plain(z.string())), 'Its name.', 'lamp'),
        colour: about(answered(plain(z.string()), 'hue'), 'Its colour.', 'red'),
      },
    });
    const shape = entityAnswer(gadgets, z.object({ id: z.number(), name: z.string() })) as unknown as AnyShape;
    expect(undeliveredKeys(gadgets, [shape])).toEqual(['gadgets.colour → hue']);
  });

  it('refuse to build an answer missing a key that is neither described nor computed', () => {
    const gadgets = entity({
      table: 'gadgets',
      ids: 'running',
      fields: { name: about(answered(plain(z.string())), 'Its name.', 'lamp') },
    });
    const shape = entityAnswer(gadgets, z.object({ id: z.number(), name: z.string(), label: z.string() }));
    expect(shape.build({ id: 1, name: 'lamp' }, { label: 'LAMP' })).toEqual({ id: 1, name: 'lamp', label: 'LAMP' });
    expect(() => shape.build({ id: 1, name: 'lamp' }, {} as { label: string })).toThrow(
      "The gadgets answer's 'label' is neither described nor computed.",
    );
  });

  describe('in the demo catalogue answers', () => {
    let server: TestServer;
    const seen = new Set<string>();
    beforeAll(async () => {
      const demo = CatalogDocumentSchema.parse(demoCatalog(new Date('2025-01-15T12:00:00Z')));
      server = await startTestServer({ prepare: (db) => importCatalog(db, demo) });
      const lists = ['combined', 'live_streams', 'media_features', 'curated_collections', 'home_content'];
      for (const list of lists) objectKeyLists(await getOk(server, `/api/2/${list}/?format=json`), seen);
      const program = demo.live_streams.find((s) => s.program !== null)?.program ?? '';
      const related = demo.programs.find((p) => p.related_media_features.length > 0)?.identifier ?? '';
      for (const identifier of [program, related])
        objectKeyLists(await getOk(server, `/api/2/programs/${identifier}/`), seen);
      const composition = demo.compositions[0]?.identifier ?? '';
      objectKeyLists(await getOk(server, `/api/2/compositions/${composition}/`), seen);
    });
    afterAll(() => server.close());

    it.each(Object.entries(ANSWER_SHAPES))('answer %s with exactly its keys, in its order', (_, shape) => {
      expect(seen).toContain(shape.keys.join(','));
    });
  });
});
