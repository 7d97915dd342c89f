import { describe, expect, it } from 'vitest';
import { biographyClampLines, findPerson, personPage } from '../../../src/lib/catalog/people.ts';
import { buildComposition, buildImage, buildPerson, refTo } from '../../support/contract-builders.ts';

describe('person page', () => {
  const image = buildImage({ credit: ' Photo: Jane Doe ' });
  const person = buildPerson({
    first_name: 'Antonín',
    last_name: 'Dvořák',
    primaryKind: 'composer',
    custom_title: 'Composer in residence',
    years: '1841–1904',
    biography: '<p>Born in Nelahozeves.</p>',
    preferred_image: image,
  });
  const works = [
    buildComposition({ title: 'Symphony No. 9', composer: refTo(person) }),
    buildComposition({ title: 'Serenade', composer: refTo(person) }),
    buildComposition({ title: 'Hidden', composer: refTo(person), unlisted: true }),
  ];

  it('clamps biographies to 5 lines on the detail page and 3 elsewhere', () => {
    expect(biographyClampLines('detail')).toBe(5);
    expect(biographyClampLines('elsewhere')).toBe(3);
  });

  it('shows name, custom title, years, biography and listed compositions', () => {
    const page = personPage(person, 'composer', works);
    expect(page.name).toBe('Antonín Dvořák');
    expect(page.customTitle).toBe('Composer in residence');
    expect(page.years).toBe('1841–1904');
    expect(page.biographyHtml).toBe('<p>Born in Nelahozeves.</p>');
    expect(page.biographyClampLines).toBe(5);
    expect(page.compositions.map((w) => w.title)).toEqual(['Serenade', 'Symphony No. 9']);
  });

  it('leaves out what the person does not have', () => {
    const page = personPage(buildPerson(), 'performer', works);
    expect([page.customTitle, page.years, page.biographyHtml]).toEqual([null, null, null]);
    expect(page.compositions).toEqual([]);
  });

  it('lists the compositions of the role the page is about', () => {
    const conductor = buildPerson({ primaryKind: 'conductor' });
    const led = buildComposition({ conductor_ids: [conductor.id] });
    expect(personPage(conductor, 'conductor', [led]).compositions).toEqual([led]);
    expect(personPage(conductor, 'composer', [led]).compositions).toEqual([]);
  });

  it('finds people by identifier', () => {
    expect(findPerson([person], person.identifier)).toBe(person);
    expect(findPerson([person], 'nobody')).toBeUndefined();
  });
});
