import { describe, expect, it } from 'vitest';
import { pageTitle } from '../../../src/lib/text/page-title.ts';

const ORCHESTRA = 'Saint Paul Chamber Orchestra';

describe('pageTitle', () => {
  it('is the site and orchestra name when the page has no title', () => {
    expect(pageTitle(undefined, ORCHESTRA)).toBe('Concert Library - Saint Paul Chamber Orchestra');
    expect(pageTitle('', ORCHESTRA)).toBe('Concert Library - Saint Paul Chamber Orchestra');
    expect(pageTitle('  ', ORCHESTRA)).toBe('Concert Library - Saint Paul Chamber Orchestra');
  });

  it("prefixes the page's title with 'Title | '", () => {
    expect(pageTitle('Composers', ORCHESTRA)).toBe('Composers | Concert Library - Saint Paul Chamber Orchestra');
  });

  it('removes emphasis marks and collapses white space in the title', () => {
    expect(pageTitle('Symphony No. 3,  *Eroica*', ORCHESTRA)).toBe(
      'Symphony No. 3, Eroica | Concert Library - Saint Paul Chamber Orchestra',
    );
    expect(pageTitle('**', ORCHESTRA)).toBe('** | Concert Library - Saint Paul Chamber Orchestra');
  });

  it('leaves no dangling dash when the orchestra name is empty', () => {
    expect(pageTitle('Concerts', ' ')).toBe('Concerts | Concert Library');
  });
});
