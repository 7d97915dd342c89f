import type { IModule } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';
import { graphsOf } from '../../../../scripts/bench/house/import-graph.ts';
import { importLoops } from '../../../../scripts/bench/house/import-loops.ts';

describe('import loops', () => {
  it('finds each tangle once, however many cycles run through it, and a module importing itself', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c', 'a']],
      ['c', ['a', 'd']],
      ['d', ['e']],
      ['e', ['d']],
      ['f', ['f']],
      ['g', ['a']],
    ]);
    expect(importLoops(graph)).toEqual([['a', 'b', 'c'], ['d', 'e'], ['f']]);
  });

  it('finds none in a tree of imports, diamonds included', () => {
    const graph = new Map([
      ['a', ['b', 'c']],
      ['b', ['d']],
      ['c', ['d']],
      ['d', []],
    ]);
    expect(importLoops(graph)).toEqual([]);
  });

  it('leaves `import type` out of the run-time graph, and modules outside the roots out of both', () => {
    const dependency = (resolved: string, dependencyTypes: string[]) => ({ resolved, dependencyTypes });
    const modules = [
      {
        source: 'src/a.ts',
        dependencies: [
          dependency('src/b.ts', ['local', 'import']),
          dependency('src/c.ts', ['local', 'type-only', 'import']),
          dependency('node_modules/zod/index.js', ['npm']),
        ],
      },
      { source: 'src/b.ts', dependencies: [dependency('src/d.ts', ['local', 'import'])] },
      { source: 'src/c.ts', dependencies: [dependency('src/a.ts', ['local', 'import'])] },
      { source: 'src/d.ts', dependencies: [] },
      { source: 'node_modules/zod/index.js', dependencies: [] },
    ] as unknown as IModule[];
    const { runtime, withTypes } = graphsOf(modules);
    expect(importLoops(runtime)).toEqual([]);
    expect(importLoops(withTypes)).toEqual([['src/a.ts', 'src/c.ts']]);
    expect([...withTypes.keys()]).toEqual(['src/a.ts', 'src/b.ts', 'src/c.ts', 'src/d.ts']);
  });

  it('keeps in the run-time graph what dependency-cruiser calls pre-compilation-only: TypeScript keeps it', () => {
    // dependency-cruiser labels so a relative import of a `.ts` file whose value is used.
    const modules = [
      {
        source: 'src/a.ts',
        dependencies: [{ resolved: 'src/b.ts', dependencyTypes: ['local', 'import', 'pre-compilation-only'] }],
      },
      { source: 'src/b.ts', dependencies: [{ resolved: 'src/a.ts', dependencyTypes: ['local', 'import'] }] },
    ] as unknown as IModule[];
    expect(importLoops(graphsOf(modules).runtime)).toEqual([['src/a.ts', 'src/b.ts']]);
  });
});
