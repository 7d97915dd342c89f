import { describe, expect, it } from 'vitest';
import { dirTarget } from '../../../../scripts/rebuild/dir-target.ts';

describe('a folder target', () => {
  it('is built beside itself when that lies inside the project', () => {
    expect(dirTarget('/srv/project/public/site', '/srv/project/var/rebuild', '/srv/project').staging).toBe(
      '/srv/project/public/site.next',
    );
  });

  it('is built in the work folder when it lies outside the project, where Astro cannot rename into it', () => {
    expect(dirTarget('/mnt/t/site', '/srv/project/var/rebuild', '/srv/project').staging).toBe(
      '/srv/project/var/rebuild/site',
    );
    expect(dirTarget('/srv/project-site', '/srv/project/var/rebuild', '/srv/project').staging).toBe(
      '/srv/project/var/rebuild/site',
    );
  });
});
