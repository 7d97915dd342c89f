import { compressFiles } from './precompress-files.ts';

/**
 * A worker thread of the precompression (precompress.ts): tinypool runs this module's default
 * export for each batch of files it is given.
 */
export default compressFiles;
