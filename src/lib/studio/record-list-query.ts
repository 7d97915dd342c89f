/**
 * The query string of a studio list (RecordListQuerySchema) from what ra-core's list holds: its
 * filters (the search box `q`, a record state), its sort and its page. Sorting is by title unless
 * the key is asked for; empty filters are left out.
 */
export function recordListQuery(
  filter: Readonly<Record<string, unknown>>,
  sort: { field: string; order: string } | undefined,
  page: number,
  perPage: number,
): string {
  const query = new URLSearchParams();
  for (const name of ['q', 'state'] as const) {
    const value = filter[name];
    if (typeof value === 'string' && value.trim() !== '') query.set(name, value.trim());
  }
  query.set('sort', sort?.field === 'key' ? 'key' : 'title');
  query.set('order', sort?.order === 'DESC' ? 'desc' : 'asc');
  query.set('page', String(page));
  query.set('per_page', String(perPage));
  return query.toString();
}
