import { describe, expect, it } from 'vitest';
import { candidateFiles, encodingsToTry } from '../../../../scripts/site/site-file-candidates.ts';

describe('which file of a built site answers a path, on the static server and the bucket origin alike', () => {
  it('reads a folder path as its index page and an extensionless one as a page', () => {
    expect(candidateFiles('/')).toEqual(['index.html']);
    expect(candidateFiles('/composition/bach/')).toEqual(['composition/bach/index.html']);
    expect(candidateFiles('/composition/bach')).toEqual(['composition/bach.html', 'composition/bach/index.html']);
    expect(candidateFiles('/_astro/app.js')).toEqual([
      '_astro/app.js',
      '_astro/app.js.html',
      '_astro/app.js/index.html',
    ]);
  });

  it('offers a compressible file in the encodings the browser takes, best first, then as it is', () => {
    expect(encodingsToTry('index.html', 'gzip, deflate, br')).toEqual(['br', 'gzip', '']);
    expect(encodingsToTry('index.html', 'gzip')).toEqual(['gzip', '']);
    expect(encodingsToTry('index.html', 'br;q=0, gzip;q=0.5')).toEqual(['gzip', '']);
    expect(encodingsToTry('index.html', undefined)).toEqual(['']);
    expect(encodingsToTry('picture.webp', 'br, gzip')).toEqual(['']);
  });
});
