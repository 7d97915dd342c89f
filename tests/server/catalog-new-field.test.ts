import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { insertRows, type Row } from '../../server/src/catalog/insert-rows.ts';
import { documentContext, noIds } from '../../server/src/catalog/entities/catalog-tables.ts';
import { columnsOf, documentSchema, entity, type Entity } from '../../server/src/catalog/entities/entity.ts';
import { entityAnswer } from '../../server/src/catalog/entities/entity-answer.ts';
import { documentItem } from '../../server/src/catalog/entities/entity-document.ts';
import { addDocumentRows } from '../../server/src/catalog/entities/entity-rows.ts';
import { answered, dateTime, plain } from '../../server/src/catalog/entities/field.ts';
import { about } from '../../server/src/catalog/entities/field-about.ts';
import type { Database } from '../../server/src/db/database.ts';
import { createTestDatabase } from './support/test-database.ts';

/*
 * "Adding a field = migration + description + contract": a table described, migrated and answered,
 * then given one more field by exactly those three edits. The import, the export and the answer
 * run the same derivations as the catalogue's, and the answer's computed part (what a read-* file
 * writes) is the same function before and after.
 */

const gadgets = entity({
  table: 'test_gadgets',
  ids: 'running',
  fields: {
    name: about(answered(plain(z.string().min(1))), 'Its name.', 'lamp'),
    made: about(answered(dateTime(), 'made_at'), 'When it was made.', '2026-01-01T00:00:00Z'),
    // Stored and exported, never answered.
    supplier: about(plain(z.string().default('')), 'Who sold it.', 'Acme'),
  },
});
const GadgetSchema = z.object({ id: z.number().int(), name: z.string(), made_at: z.string(), label: z.string() });
const MIGRATION =
  'CREATE TABLE test_gadgets (id INTEGER PRIMARY KEY, name TEXT NOT NULL, made TEXT NOT NULL, supplier TEXT NOT NULL)';

// The three edits: the description gains a field, a migration adds its column, the contract its key.
const gadgetsWithColour = entity({
  ...gadgets,
  fields: { ...gadgets.fields, colour: about(answered(plain(z.string().default('grey'))), 'Its colour.', 'red') },
});
const ADD_COLOUR = "ALTER TABLE test_gadgets ADD COLUMN colour TEXT NOT NULL DEFAULT 'grey'";
const GadgetWithColourSchema = GadgetSchema.extend({ colour: z.string() });

/** The computed part of a gadget's answer: what a read-* builder would write, untouched by the new field. */
function computedGadget(row: { name: string }) {
  return { label: row.name.toUpperCase() };
}

const DOCUMENT = [
  { name: 'lamp', made: '2024-03-01T10:00:00+01:00', supplier: 'Acme', colour: 'red' },
  { name: 'chair', made: '2024-03-02T09:30:00Z' },
];

/** Imports `items` through `e`'s derived schema and rows, then reads the table back as a snapshot does. */
async function importAndRead(db: Database, e: Entity, items: readonly unknown[]): Promise<Row[]> {
  const parsed = z.array(documentSchema(e)).parse(items);
  const rows = addDocumentRows(new Map(), e, parsed, noIds()).get(e.table) ?? [];
  await insertRows(db, { table: e.table, rows });
  return db.all<Row>(`SELECT ${columnsOf(e).join(', ')} FROM ${e.table} ORDER BY id`);
}

describe('a new catalogue field', () => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    ({ db, drop } = await createTestDatabase());
    await db.exec(MIGRATION);
  });
  afterEach(() => drop());

  it('is not there before the three edits: a document naming it is refused, one without it imports', async () => {
    expect(() => z.array(documentSchema(gadgets)).parse(DOCUMENT)).toThrow('Unrecognized key: \\"colour\\"');
    const rows = await importAndRead(
      db,
      gadgets,
      DOCUMENT.map(({ colour: _colour, ...item }) => item),
    );
    const tables = new Map([[gadgets.table, rows]]);
    expect(rows.map((row) => documentItem(gadgets, row, documentContext(tables)))).toEqual([
      { name: 'lamp', made: '2024-03-01T09:00:00Z', supplier: 'Acme' },
      { name: 'chair', made: '2024-03-02T09:30:00Z', supplier: '' },
    ]);
    const answer = entityAnswer(gadgets, GadgetSchema);
    expect(rows.map((row) => answer.build(row as never, computedGadget(row as { name: string })))).toEqual([
      { id: 1, name: 'lamp', made_at: '2024-03-01T09:00:00Z', label: 'LAMP' },
      { id: 2, name: 'chair', made_at: '2024-03-02T09:30:00Z', label: 'CHAIR' },
    ]);
  });

  it('reaches the import, the export and the answer after the migration, the description and the contract', async () => {
    await db.exec(ADD_COLOUR);
    const rows = await importAndRead(db, gadgetsWithColour, DOCUMENT);
    expect(rows.map((row) => row['colour'])).toEqual(['red', 'grey']);

    const tables = new Map([[gadgetsWithColour.table, rows]]);
    const exported = rows.map((row) => documentItem(gadgetsWithColour, row, documentContext(tables)));
    expect(exported).toEqual([
      { name: 'lamp', made: '2024-03-01T09:00:00Z', supplier: 'Acme', colour: 'red' },
      { name: 'chair', made: '2024-03-02T09:30:00Z', supplier: '', colour: 'grey' },
    ]);

    const answer = entityAnswer(gadgetsWithColour, GadgetWithColourSchema);
    const answers = rows.map((row) => answer.build(row as never, computedGadget(row as { name: string })));
    expect(answers.map((a) => JSON.stringify(a))).toEqual([
      '{"id":1,"name":"lamp","made_at":"2024-03-01T09:00:00Z","label":"LAMP","colour":"red"}',
      '{"id":2,"name":"chair","made_at":"2024-03-02T09:30:00Z","label":"CHAIR","colour":"grey"}',
    ]);
    expect(answers.map((a) => GadgetWithColourSchema.parse(a))).toEqual(answers);
  });
});
