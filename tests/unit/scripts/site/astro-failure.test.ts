import { describe, expect, it } from 'vitest';
import { readAstroFailure } from '../../../../scripts/site/astro-failure.ts';

/** What `astro build` printed when a loader threw mid-pull (taken from a real failed build). */
const PULL_FAILURE = `08:02:33 [content] Syncing content
08:02:34 [concert-library-programs] programs: 4 entries
08:02:34 [concert-library-curated-collections] curatedCollections: 2 entries
GET http://127.0.0.1:34493/api/2/compositions/work-17/?format=json failed after 1 attempts (HTTP 500)
  Location:
    /dev/shm/concert-library-build-k75SO4/src/loaders/api-client.ts:121:8
  Stack trace:
    at getWithRetries (/dev/shm/concert-library-build-k75SO4/src/loaders/api-client.ts:121:8)
`;

describe('readAstroFailure', () => {
  it('names the pull and the loader’s message when the build stopped before the content was synced', () => {
    expect(readAstroFailure(PULL_FAILURE, 1)).toEqual({
      step: 'pull',
      cause: 'GET http://127.0.0.1:34493/api/2/compositions/work-17/?format=json failed after 1 attempts (HTTP 500)',
    });
  });

  it('names the build once the content was synced, joining a message printed over several lines', () => {
    const output = `08:02:33 [content] Syncing content
08:02:35 [content] Synced content
08:02:40 [build] Building static entrypoints...
Could not render /composition/x:
the page threw
  Hint:
    See the stack trace.
`;
    expect(readAstroFailure(output, 1)).toEqual({
      step: 'build',
      cause: 'Could not render /composition/x: the page threw',
    });
  });

  it('takes a logged error line without its time and labels', () => {
    const output = `08:02:33 [content] Syncing content
08:02:35 [content] Synced content
08:02:41 [ERROR] [vite] Rollup failed to resolve import "x"
`;
    expect(readAstroFailure(output, 1)).toEqual({ step: 'build', cause: 'Rollup failed to resolve import "x"' });
  });

  it('says how astro build ended when it printed no error', () => {
    expect(readAstroFailure('08:02:30 [build] output: "static"\n', null)).toEqual({
      step: 'build',
      cause: 'astro build exited with a signal',
    });
    expect(readAstroFailure('', 2).cause).toBe('astro build exited with code 2');
  });
});
