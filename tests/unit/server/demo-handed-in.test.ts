import { globSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsInto } from '../../../scripts/imports/shared-imports.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

/**
 * Which demo to seed is the start-up's choice: server/src/main.ts hands the demo catalogue to the
 * catalogue code, as the tests hand in their own, so that code holds no demo data of its own. The
 * seeds' uuid rule, shared with the import (server/src/catalog/document-uuids.ts), is no demo data.
 */
describe('the demo catalogue', () => {
  it('is imported by the API’s main module alone', () => {
    const importers = globSync('server/src/**/*.ts', { cwd: ROOT }).flatMap((file) =>
      importsInto(file, readFileSync(join(ROOT, file), 'utf8'), 'server/seed/')
        .filter(({ target }) => target !== 'server/seed/stable-uuid.ts')
        .map(({ target }) => `${file}: ${target}`),
    );
    expect(importers).toEqual(['server/src/main.ts: server/seed/demo-catalog.ts']);
  });
});
