import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.mjs (`BOUNDARIES`), shown able to fail: a file of each layer, in the shared
 * folders and in a feature folder, that imports what its layer may not is refused, whether by a relative path, a
 * named entry (`#live/…`), a dynamic import or an import type; what its layer may import passes.
 */
const ROOT = resolve(import.meta.dirname, '../../..');

// Only the boundary rules, and no type information: the files linted here exist only in this test.
const eslint = new ESLint({
  cwd: ROOT,
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports' || ruleId === 'no-restricted-syntax',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

/** The messages of the boundary rules for `code` written at `file`. */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: resolve(ROOT, file) });
  return result!.messages.map(({ message }) => message);
}

describe('the import boundaries', () => {
  it.each([
    ['src/features/search/islands/Example.tsx', "import '../page-scripts/search-page.ts';", 'page-scripts/'],
    ['src/features/live/islands/Example.tsx', "import '#search/page-scripts/search-page.ts';", 'page-scripts/'],
    ['src/islands/Example.tsx', "import '#search/page-scripts/search-page.ts';", 'page-scripts/'],
    ['src/features/search/page-scripts/example.ts', "import '#live/islands/LiveStreamList.tsx';", 'islands/'],
    ['src/features/search/page-scripts/example.ts', "await import('../islands/mount-search-modal.tsx');", 'islands/'],
    ['src/page-scripts/example.ts', "type M = typeof import('#search/islands/SearchModal.tsx');", 'islands/'],
    ['src/features/live/lib/example.ts', "import '../stores/live-clock.ts';", 'stores/'],
    ['src/lib/catalog/example.ts', "import '#live/stores/live-clock.ts';", 'stores/'],
    ['src/features/live/lib/example.ts', "import '#search/integrations/pagefind.ts';", 'integrations/'],
    ['src/features/live/stores/example.ts', "import '#search/integrations/pagefind.ts';", 'integrations/'],
    ['src/pages/example.ts', "import '#search/integrations/pagefind.ts';", 'integrations/'],
  ])('refuses, in %s, %s', async (file, code, forbidden) => {
    const found = await refusals(file, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(`do not import ${forbidden}`);
  });

  it.each([
    ['src/features/live/islands/Example.tsx', "import '../stores/live-clock.ts';\nimport '#lib/api/contract.ts';"],
    ['src/features/search/page-scripts/example.ts', "import '../lib/search.ts';\nimport '#live/lib/list.ts';"],
    ['src/features/live/lib/example.ts', "import './list.ts';\nimport '#lib/api/contract.ts';"],
    ['src/pages/example.ts', "import '#live/islands/LiveStreamList.tsx';\nimport '#search/lib/search.ts';"],
  ])('lets %s have %s', async (file, code) => {
    expect(await refusals(file, code)).toEqual([]);
  });
});
