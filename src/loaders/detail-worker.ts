import { checkDetails } from './detail-check.ts';

/**
 * A worker thread of the detail pool (detail-pool.ts): tinypool runs this module's default
 * export for each batch of records it is given.
 */
export default checkDetails;
