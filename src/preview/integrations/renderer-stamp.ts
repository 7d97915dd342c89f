import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { CONFIG_ENV_KEYS } from '../../integrations/build-record-file.ts';
import { rendererStamp, STAMP_FILE, type RendererStamp } from '../../../server/src/preview/renderer-stamp.ts';

/**
 * Writes the preview renderer's stamp into its output once it is built: the digest of the code it
 * is built from and of each setting it read (the astro:env schema's and the origins' settings,
 * as the site's build record names them), taken when the build starts. The API loads no renderer
 * whose stamp does not match its own code and the site's settings
 * (server/src/preview/renderer-stamp.ts).
 */
export default function rendererStampIntegration(): AstroIntegration {
  let stamp: RendererStamp | undefined;
  let outDir = '';
  return {
    name: 'concert-library:renderer-stamp',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
        stamp = rendererStamp(process.env, [...Object.keys(config.env.schema), ...CONFIG_ENV_KEYS]);
      },
      'astro:build:done': () => {
        if (stamp === undefined) throw new Error('The renderer’s stamp was not taken when its build started.');
        writeFileSync(join(outDir, STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`);
      },
    },
  };
}
