import { HandledError } from './handled-error.ts';
import { renderNotice } from './notice.ts';

/** The entities whose detail pages have a not-found flash in spec section 2. */
export type MissingEntity = 'performer' | 'composition' | 'concert' | 'live-stream' | 'media-feature' | 'collection';

/**
 * A detail page's entity does not exist (any more): its 5 s not-found flash, and the
 * redirect (or history replace) the spec pairs with it, in `notice.then`.
 */
export class EntityNotFoundError extends HandledError {
  readonly entity: MissingEntity;
  readonly identifier: string;

  constructor(entity: MissingEntity, identifier: string, options?: ErrorOptions) {
    super(renderNotice(`${entity}-not-found`), options);
    this.name = 'EntityNotFoundError';
    this.entity = entity;
    this.identifier = identifier;
  }
}
