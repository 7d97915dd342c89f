import { HttpError, type DataProvider } from 'ra-core';
import { AuditPageSchema } from '#lib/studio/audit.ts';
import { STUDIO_PATHS } from '#lib/studio/paths.ts';
import { InvitationSchema, OpenInvitationListSchema, StaffListSchema, StaffRecordSchema } from '#lib/studio/staff.ts';
import { z } from 'zod';
import { StudioRequestError } from '#lib/studio/studio-request.ts';
import { auditQueryString } from '#lib/studio/audit-query.ts';
import { RecordPageSchema, StudioListSchema } from '#lib/studio/records.ts';
import { recordListQuery } from '#lib/studio/record-list-query.ts';
import { request } from './studio-session.ts';

/** A request whose refusal ra-core can show: its message, and its field errors at the fields. */
async function asHttp<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof StudioRequestError)) throw error;
    const errors = Object.fromEntries(
      Object.entries(error.fields).map(([field, messages]) => [field, messages.join(' ')]),
    );
    throw new HttpError(error.message, error.status, { errors, status: error.status });
  }
}

/**
 * ra-core's methods are generic in the record type their caller names. The studio's answers are
 * parsed with the contract's schemas before they get here, so they are handed over as that type.
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- ra-core's caller names the type.
function answer<T>(value: unknown): T {
  return value as T;
}

function unsupported(what: string): never {
  throw new Error(`The studio does not ${what}.`);
}

/**
 * The studio's resources for ra-core over the studio API: `staff` (the admin's list of staff, small
 * enough to page in the browser), `invitations` (the open ones listed, created, revoked), `audit` (paged by the server) and
 * the catalogue's lists (paged, searched and sorted by the server; their records are opened and
 * saved by the record screens themselves, which need the version and the conflict answers).
 */
export const dataProvider: DataProvider = {
  getList: (resource, params) =>
    asHttp(async () => {
      const { page, perPage } = params.pagination ?? { page: 1, perPage: 50 };
      if (resource === 'staff') {
        const { items } = await request(STUDIO_PATHS.staff, StaffListSchema, { signal: params.signal });
        return answer({ data: items.slice((page - 1) * perPage, page * perPage), total: items.length });
      }
      const list = StudioListSchema.safeParse(resource);
      if (list.success) {
        const query = recordListQuery(params.filter as Record<string, unknown>, params.sort, page, perPage);
        const found = await request(`${STUDIO_PATHS.records(list.data)}?${query}`, RecordPageSchema, {
          signal: params.signal,
        });
        return answer({ data: found.items.map((item) => ({ ...item, id: item.key })), total: found.total });
      }
      if (resource === 'invitations') {
        const { items } = await request(STUDIO_PATHS.invitations, OpenInvitationListSchema, { signal: params.signal });
        return answer({ data: items.slice((page - 1) * perPage, page * perPage), total: items.length });
      }
      if (resource === 'audit') {
        const query = auditQueryString(params.filter as Record<string, unknown>, page, perPage);
        const found = await request(`${STUDIO_PATHS.audit}?${query}`, AuditPageSchema, { signal: params.signal });
        return answer({ data: found.items, total: found.total });
      }
      return unsupported(`list ${resource}`);
    }),
  getMany: (resource, params) =>
    asHttp(async () => {
      if (resource !== 'staff') return unsupported(`look up ${resource}`);
      const { items } = await request(STUDIO_PATHS.staff, StaffListSchema, { signal: params.signal });
      return answer({ data: items.filter((member) => params.ids.includes(member.id)) });
    }),
  getOne: (resource) => unsupported(`open one ${resource}`),
  getManyReference: (resource) => unsupported(`list ${resource} by reference`),
  update: (resource, params) =>
    asHttp(async () => {
      if (resource !== 'staff') return unsupported(`change ${resource}`);
      const data = await request(STUDIO_PATHS.staffMember(Number(params.id)), StaffRecordSchema, {
        method: 'PATCH',
        body: params.data,
      });
      return answer({ data });
    }),
  updateMany: (resource) => unsupported(`change several ${resource} at once`),
  create: (resource, params) =>
    asHttp(async () => {
      if (resource !== 'invitations') return unsupported(`create ${resource}`);
      const invitation = await request(STUDIO_PATHS.invitations, InvitationSchema, {
        method: 'POST',
        body: params.data,
      });
      return answer({ data: { ...invitation, id: invitation.email } });
    }),
  delete: (resource, params) =>
    asHttp(async () => {
      if (resource !== 'invitations') return unsupported(`delete ${resource}`);
      await request(STUDIO_PATHS.invitation(Number(params.id)), z.undefined(), { method: 'DELETE' });
      return answer({ data: params.previousData ?? { id: params.id } });
    }),
  deleteMany: (resource) => unsupported(`delete ${resource}`),
};
