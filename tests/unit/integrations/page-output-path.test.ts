import { describe, expect, it } from 'vitest';
import { pageOutputPath } from '../../../src/integrations/page-output-path.ts';

const BASE = '/music/concert-library/';

describe('pageOutputPath', () => {
  it('puts a page in its own folder, with or without the trailing slash', () => {
    expect(pageOutputPath('/music/concert-library/composition/x', BASE)).toBe('composition/x/index.html');
    expect(pageOutputPath('/music/concert-library/composition/x/', BASE)).toBe('composition/x/index.html');
    expect(pageOutputPath('/music/concert-library/compositions/page/2/', BASE)).toBe('compositions/page/2/index.html');
  });

  it('writes the base path as index.html and the error pages beside it', () => {
    expect(pageOutputPath('/music/concert-library', BASE)).toBe('index.html');
    expect(pageOutputPath('/music/concert-library/', BASE)).toBe('index.html');
    expect(pageOutputPath('/music/concert-library/404', BASE)).toBe('404.html');
    expect(pageOutputPath('/music/concert-library/500/', BASE)).toBe('500.html');
  });

  it('decodes the address as Astro names the file, and knows nothing outside the base path', () => {
    expect(pageOutputPath('/music/concert-library/feature/caf%C3%A9', BASE)).toBe('feature/café/index.html');
    expect(pageOutputPath('/elsewhere/page', BASE)).toBeUndefined();
    expect(pageOutputPath('/music/concert-libraryx/page', BASE)).toBeUndefined();
  });
});
