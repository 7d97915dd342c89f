import { z } from 'zod';
import { isSafeMediaFolder } from '../../streams/media-path.ts';
import { typeNames } from './type-names.ts';

/**
 * A media folder: a plain relative path under the media root (`audio/beethoven-5`), which the
 * stream links sign and the media route serves. A URL or an absolute path is refused at import:
 * it could not be served, and its stream link would fail.
 */
export const MediaFolder = z
  .string()
  .refine(isSafeMediaFolder, 'not a media folder')
  .register(typeNames, { typeName: 'media folder' });

/**
 * A link to a file the site opens as it is: a web address, or a path the site puts after its
 * content host (`/programs/winter-light.pdf`).
 */
export const LinkOrPath = z
  .string()
  .regex(/^(?:https?:\/\/[^\s/]+|\/)[^\s]*$/, 'not a web address or a path')
  .register(typeNames, { typeName: 'link' });
