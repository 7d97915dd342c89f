import { STUDIO_ACCESS, STUDIO_LISTS, STUDIO_PATHS, STUDIO_PREFIX, listAccess } from '#lib/studio/contract.ts';
import type { StudioRoute } from '../studio-route.ts';
import { listDescriptions, recordHandlers } from './record-handlers.ts';

/**
 * The catalogue routes of the studio, one set per list, each with the roles that edit the list
 * (src/lib/studio/roles.ts): the guard and its table-driven test see every one of them.
 */
export function recordRoutes(): StudioRoute[] {
  const routes: StudioRoute[] = [
    {
      method: 'GET',
      path: STUDIO_PATHS.lists,
      access: listAccess('any'),
      rateLimited: false,
      handler: listDescriptions,
    },
  ];
  for (const list of STUDIO_LISTS) {
    const access = listAccess(list);
    const handlers = recordHandlers(list);
    const records = `${STUDIO_PREFIX}/records/${list}/`;
    const record = `${records}:key/`;
    routes.push(
      { method: 'GET', path: records, access, rateLimited: false, handler: handlers.list },
      // Making, deleting and discarding records is an editor's; a media person changes media fields of saved ones.
      { method: 'POST', path: records, access: STUDIO_ACCESS.catalogue, rateLimited: false, handler: handlers.create },
      { method: 'GET', path: record, access, rateLimited: false, handler: handlers.read },
      { method: 'PUT', path: record, access, rateLimited: false, handler: handlers.save },
      { method: 'DELETE', path: record, access: STUDIO_ACCESS.catalogue, rateLimited: false, handler: handlers.remove },
      {
        method: 'POST',
        path: `${record}discard/`,
        access: STUDIO_ACCESS.catalogue,
        rateLimited: false,
        handler: handlers.discard,
      },
    );
  }
  return routes;
}
