import { describe, expect, it } from 'vitest';
import { peopleOfKind, personPageRoles } from '../../../src/lib/catalog/people-lists.ts';
import { buildComposition, buildPerson, refTo } from '../../support/contract-builders.ts';

const brahms = buildPerson({ first_name: 'Johannes', last_name: 'Brahms', primaryKind: 'composer' });
const dvorak = buildPerson({ first_name: 'Antonín', last_name: 'Dvořák', primaryKind: 'composer' });
const dowland = buildPerson({ first_name: 'John', last_name: 'Dowland', primaryKind: 'composer' });
const arranger = buildPerson({ first_name: 'Ann', last_name: 'Arranger', primaryKind: 'composer' });
const soloist = buildPerson({ first_name: 'Hilary', last_name: 'Hahn' });
const maestro = buildPerson({ first_name: 'Ed', last_name: 'Conductor', primaryKind: 'conductor' });
const unlistedOnly = buildPerson({ first_name: 'Una', last_name: 'Listed', primaryKind: 'composer' });
const people = [soloist, dvorak, brahms, maestro, dowland, arranger, unlistedOnly];

const works = [
  buildComposition({ composer: refTo(dvorak), performer_ids: [soloist.id], conductor_ids: [maestro.id] }),
  buildComposition({ composer: refTo(brahms), arranger: refTo(arranger) }),
  buildComposition({ composer: refTo(dowland), conductor_ids: [brahms.id] }),
  buildComposition({ composer: refTo(unlistedOnly), performer_ids: [maestro.id], unlisted: true }),
];

const names = (list: { last_name: string }[]) => list.map((p) => p.last_name);

describe('peopleOfKind', () => {
  it('lists composers and arrangers of listed works, by sort name with diacritics folded', () => {
    expect(names(peopleOfKind(people, works, 'composer'))).toEqual(['Arranger', 'Brahms', 'Dowland', 'Dvořák']);
  });

  it('lists performers and conductors by their roles in listed works', () => {
    expect(names(peopleOfKind(people, works, 'performer'))).toEqual(['Hahn']);
    expect(names(peopleOfKind(people, works, 'conductor'))).toEqual(['Brahms', 'Conductor']);
  });

  it('leaves out people whose works in that role are all unlisted', () => {
    expect(names(peopleOfKind(people, works, 'composer'))).not.toContain('Listed');
    expect(names(peopleOfKind(people, works, 'performer'))).not.toContain('Conductor');
  });
});

describe('personPageRoles', () => {
  it('gives a page in each role with works, and always in the primary kind', () => {
    const composerOnly = (role: string) => role === 'composer';
    expect(personPageRoles(maestro, composerOnly)).toEqual(['composer', 'conductor']);
    expect(personPageRoles(maestro, () => false)).toEqual(['conductor']);
    expect(personPageRoles(soloist, () => true)).toEqual(['composer', 'performer', 'conductor']);
  });
});
