import { LIST_PAGE_SIZE } from 'astro:env/server';

/**
 * How list pages are split, read once from astro:env (`LIST_PAGE_SIZE`, server context: only
 * the build's routes read it). See src/lib/catalog/list-pages.ts.
 */
export const listPageSettings = {
  /** Items on one list page. */
  pageSize: LIST_PAGE_SIZE,
} as const;
