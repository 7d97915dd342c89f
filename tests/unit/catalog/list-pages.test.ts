import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  listPagePath,
  listPagePaths,
  listPageCount,
  listPageTitle,
  listPages,
  listPathOf,
  pageCountOf,
  pageNumberOfRouteParam,
  pageRouteParam,
  visiblePageNumbers,
} from '../../../src/lib/catalog/list-pages.ts';

describe('list pages', () => {
  it('keeps the list’s own path for page 1 and adds /page/{n} after it', () => {
    expect(listPagePath('/compositions', 1)).toBe('/compositions');
    expect(listPagePath('/compositions', 2)).toBe('/compositions/page/2');
    expect(listPagePath('/compositions/composer/bach/', 3)).toBe('/compositions/composer/bach/page/3');
    expect(pageRouteParam(1)).toBeUndefined();
    expect(pageRouteParam(4)).toBe('page/4');
  });

  it('gives an empty list its one page', () => {
    const [only, ...rest] = listPages([], '/concerts', 10);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ number: 1, pageCount: 1, items: [], prevPath: null, nextPath: null });
    expect(listPagePaths('/concerts', 0, 10)).toEqual(['/concerts']);
  });

  it('links each page to its neighbours', () => {
    const pages = listPages([1, 2, 3, 4, 5], '/features', 2);
    expect(pages.map((page) => [page.path, page.prevPath, page.nextPath, page.items])).toEqual([
      ['/features', null, '/features/page/2', [1, 2]],
      ['/features/page/2', '/features', '/features/page/3', [3, 4]],
      ['/features/page/3', '/features/page/2', null, [5]],
    ]);
  });

  it('titles pages after the first with their number', () => {
    expect(listPageTitle('Compositions', 1)).toBe('Compositions');
    expect(listPageTitle('Compositions', 2)).toBe('Compositions — page 2');
  });

  it('refuses a page size below one item', () => {
    expect(() => pageCountOf(10, 0)).toThrow(RangeError);
    expect(() => listPages([1], '/x', 1.5)).toThrow(RangeError);
  });

  it('puts every item on exactly one page, in order, each page within its budget', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 400 }), fc.integer({ min: 1, max: 60 }), (items, size) => {
        const pages = listPages(items, '/compositions', size);
        expect(pages.flatMap((page) => page.items)).toEqual(items);
        expect(pages).toHaveLength(pageCountOf(items.length, size));
        for (const [index, page] of pages.entries()) {
          expect(page.items.length).toBeLessThanOrEqual(size);
          // Only the last page may be short, and no page but an empty list's is empty.
          if (index < pages.length - 1) expect(page.items).toHaveLength(size);
          if (items.length > 0) expect(page.items.length).toBeGreaterThan(0);
          expect(page.number).toBe(index + 1);
          expect(page.offset).toBe(index * size);
          expect(page.prevPath).toBe(pages[index - 1]?.path ?? null);
          expect(page.nextPath).toBe(pages[index + 1]?.path ?? null);
        }
        expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
        expect(pages.map((page) => page.path)).toEqual(listPagePaths('/compositions', items.length, size));
      }),
    );
  });

  it('shows the first, the last and two pages either side of the current one', () => {
    expect(visiblePageNumbers(1, 1)).toEqual([1]);
    expect(visiblePageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePageNumbers(1, 10)).toEqual([1, 2, 3, null, 10]);
    expect(visiblePageNumbers(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 10]);
    expect(visiblePageNumbers(10, 10)).toEqual([1, null, 8, 9, 10]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const [current, count] = a <= b ? [a, b] : [b, a];
        const shown = visiblePageNumbers(current, count);
        const numbers = shown.filter((n): n is number => n !== null);
        expect(numbers).toContain(current);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(count);
        expect(shown.length).toBeLessThanOrEqual(9);
        expect([...numbers].sort((x, y) => x - y)).toEqual(numbers);
      }),
    );
  });
});

describe('list page count', () => {
  it('gives the whole count on a single page and the range on a page of several', () => {
    const [first, second] = listPages(
      Array.from({ length: 152 }, (_, i) => i),
      '/compositions',
      100,
    );
    expect(listPageCount(listPages([1, 2], '/x', 100)[0]!, '2 compositions')).toBe('2 compositions');
    expect(listPageCount(first!, '152 compositions')).toBe('1–100 of 152 compositions');
    expect(listPageCount(second!, '152 compositions')).toBe('101–152 of 152 compositions');
  });
});

describe('reading a list page’s address back', () => {
  it('reads the page number of a route’s rest parameter, and none the build does not write', () => {
    expect(pageNumberOfRouteParam(undefined)).toBe(1);
    expect(pageNumberOfRouteParam('page/2')).toBe(2);
    expect(pageNumberOfRouteParam('page/17/')).toBe(17);
    for (const param of ['page/1', 'page/0', 'page/02', 'page/x', 'page/2/more', 'pages/2', 'page/99999999999999999'])
      expect(pageNumberOfRouteParam(param)).toBeUndefined();
  });

  it('gives back the number of every page the build writes, and its list', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (number) => {
        expect(pageNumberOfRouteParam(pageRouteParam(number))).toBe(number);
        expect(listPathOf(listPagePath('/compositions/composer/bach', number))).toBe('/compositions/composer/bach');
      }),
    );
  });

  it('takes any other path for a list’s first page, without its trailing slash', () => {
    expect(listPathOf('/compositions/composer/bach/page/3/')).toBe('/compositions/composer/bach');
    expect(listPathOf('/compositions/composer/bach/')).toBe('/compositions/composer/bach');
    expect(listPathOf('/compositions/composer/bach/page/1')).toBe('/compositions/composer/bach/page/1');
    expect(listPathOf('/composition/page')).toBe('/composition/page');
    expect(listPathOf('/')).toBe('/');
    expect(listPathOf('/page/2')).toBe('/');
  });
});
