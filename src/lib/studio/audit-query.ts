/** The audit log's filters the studio offers, as the query parameters of `GET /api/studio/audit/`. */
const FILTERS = ['staff_id', 'entity_type', 'record_id', 'from', 'to'] as const;

/** The query string of one page of the audit log under the given filters; empty filters are left out. */
export function auditQueryString(filter: Record<string, unknown>, page: number, perPage: number): string {
  const query = new URLSearchParams();
  for (const name of FILTERS) {
    const value = filter[name];
    if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number')
      query.set(name, String(value).trim());
  }
  query.set('page', String(page));
  query.set('per_page', String(perPage));
  return query.toString();
}
