import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  rendererSettings,
  rendererStamp,
  STAMP_FILE,
  type RendererStamp,
} from '../../../server/src/preview/renderer-stamp.ts';

/**
 * A stand-in for the studio's preview renderer, for the server's tests: the built renderer's shape
 * (the server's entry module, exporting the Node adapter's handler, beside the client's files), whose handler draws
 * one line naming the path it was asked for, and a stamp the test writes as it needs it. Whether the
 * API uses a renderer is the API's to decide (server/src/preview/renderer-stamp.ts); what the real
 * renderer draws is tests/build/preview-renderer-build.test.ts's.
 */
export interface StandInRenderer {
  readonly dir: string;
  /** Stamps it as built from the site's settings of `env` (as the API reads them), with `changes` over them. */
  stampFor(env: Readonly<Record<string, string | undefined>>, changes?: Record<string, string>): void;
  /** Writes `stamp` as it is (another code's, another form's). */
  writeStamp(stamp: unknown): void;
  removeStamp(): void;
  /** Takes its built files away: it is not built. */
  remove(): void;
  close(): void;
}

/** Settings a stamp names, beside every other the environment holds. */
const STAMPED = ['API_BASE', 'PUBLIC_API_BASE', 'SITE_ORIGIN', 'LIST_PAGE_SIZE', 'ORCHESTRA_NAME'];

const HANDLER = `export const handler = (req, res) => {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end('<p>Drawn by the stand-in renderer: ' + req.url + '</p>');
};
`;

export function standInRenderer(): StandInRenderer {
  const dir = mkdtempSync(join(tmpdir(), 'cl-preview-renderer-'));
  const build = () => {
    mkdirSync(join(dir, 'server'), { recursive: true });
    mkdirSync(join(dir, 'client', '_astro'), { recursive: true });
    writeFileSync(join(dir, 'server', 'entry.mjs'), HANDLER);
  };
  build();
  const writeStamp = (stamp: unknown) => writeFileSync(join(dir, STAMP_FILE), JSON.stringify(stamp));
  return {
    dir,
    stampFor: (env, changes = {}) => {
      build();
      const stamp: RendererStamp = rendererStamp({ ...rendererSettings(env), ...changes }, [
        ...STAMPED,
        ...Object.keys(changes),
      ]);
      writeStamp(stamp);
    },
    writeStamp,
    removeStamp: () => rmSync(join(dir, STAMP_FILE), { force: true }),
    remove: () => rmSync(join(dir, 'server'), { recursive: true, force: true }),
    close: () => rmSync(dir, { recursive: true, force: true }),
  };
}
