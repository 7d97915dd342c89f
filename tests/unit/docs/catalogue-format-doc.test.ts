import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { formattedCatalogueDoc } from '../../../scripts/docs/catalogue-doc.ts';
import { requiredOf, typeOf } from '../../../scripts/docs/catalogue-tables.ts';
import { checkReferences } from '../../../server/src/catalog/check-references.ts';
import { CATALOG_ENTITIES } from '../../../server/src/catalog/entities/catalog-entities.ts';
import type { Entity } from '../../../server/src/catalog/entities/entity.ts';
import { ImportImageSchema } from '../../../server/src/catalog/entities/image-schema.ts';
import { parseDocument } from '../../../server/src/catalog/parse-document.ts';

const DOC = readFileSync(join(import.meta.dirname, '../../../docs/catalogue-format.md'), 'utf8');

/** Every entity of the format with the heading of its table, lists first, then their list fields'. */
function entitiesOf(e: Entity): Entity[] {
  return [e, ...Object.values(e.fields).flatMap((f) => (f.kind === 'children' ? entitiesOf(f.entity) : []))];
}

/** The cells of a table row of the doc: `| \`name\` | type | required | … |`. */
function rowsNamed(name: string): string[][] {
  return DOC.split('\n')
    .filter((line) => line.startsWith(`| \`${name}\``))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((c) => c.trim().replaceAll('\\|', '|')),
    );
}

describe('docs/catalogue-format.md', () => {
  it('holds the field tables npm run docs:catalogue makes from the entity descriptions', async () => {
    expect(await formattedCatalogueDoc(DOC), 'run `npm run docs:catalogue`').toBe(DOC);
  });

  it('lists every field of every entity with its type and whether it is required', () => {
    const missing: string[] = [];
    for (const e of Object.values(CATALOG_ENTITIES).flatMap(entitiesOf)) {
      for (const [name, field] of Object.entries(e.fields)) {
        const rows = rowsNamed(name);
        const schema: z.core.$ZodType = field.schema;
        const type = field.kind === 'children' ? 'list of [' : typeOf(schema);
        const found = rows.some(
          ([, t, required, , meaning]) =>
            t?.startsWith(type) && required === requiredOf(field) && meaning === field.about.meaning,
        );
        if (!found) missing.push(`${e.table}.${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('explains spco_commission as commissioned by the orchestra', () => {
    expect(rowsNamed('spco_commission')[0]?.[4]).toMatch(/^Commissioned by the orchestra/);
    expect(DOC).toContain('"commissioned by the orchestra"');
  });

  it('lists every field of an image, and the four renditions with their sizes', () => {
    for (const key of Object.keys(ImportImageSchema.shape)) expect(rowsNamed(key).length, key).toBeGreaterThan(0);
    for (const [name, size] of [
      ['wd_256x144', '256 × 144'],
      ['wd_512x288', '512 × 288'],
      ['thumbnail', '150 × 150'],
      ['social_1200x630', '1200 × 630'],
    ]) {
      expect(DOC).toMatch(new RegExp(`\\.${name}\\.jpg\`\\s*\\| ${size}`));
    }
  });

  it('gives a small complete example that imports as it is', () => {
    const json = /## A complete small example[\s\S]*?```json\n([\s\S]*?)```/.exec(DOC)?.[1];
    const doc = parseDocument(JSON.parse(json ?? 'null'));
    expect(checkReferences(doc)).toEqual([]);
    expect(doc.programs).toHaveLength(2);
    expect(doc.compositions).toHaveLength(4);
    expect(new Set(doc.compositions.map((c) => c.composer)).size).toBe(3);
    expect(doc.performances.flatMap((p) => p.recordings.map((r) => r.type)).sort()).toEqual(['A', 'V']);
    expect(doc.live_streams).toHaveLength(1);
    expect(doc.live_streams[0]?.print_program_url).toBeNull();
    // The stream is on a Friday evening, Central time.
    const start = new Date(doc.live_streams[0]?.start_date_time ?? '');
    expect(start.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'America/Chicago' })).toBe('Friday');
  });
});
