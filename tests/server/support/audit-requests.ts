import { AuditPageSchema, STUDIO_PATHS, type AuditEntry } from '../../../src/lib/studio/contract.ts';
import { expectStatus, studio, type TestStaff } from './studio-requests.ts';
import type { TestServer } from './test-server.ts';

/** The audit log's entries under some filters (`entity_type`, `record_id`, `staff_id`, `from`, `to`), newest first, as an admin reads them. */
export async function auditEntries(
  server: TestServer,
  admin: TestStaff,
  filters: Record<string, string | number> = {},
): Promise<AuditEntry[]> {
  const query = new URLSearchParams(Object.entries(filters).map(([name, value]) => [name, String(value)]));
  query.set('per_page', '200');
  const answer = await studio(server, 'GET', `${STUDIO_PATHS.audit}?${query.toString()}`, { token: admin.token });
  return AuditPageSchema.parse(expectStatus(answer, 200)).items;
}
