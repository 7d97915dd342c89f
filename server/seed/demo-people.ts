import type { PersonInput } from './catalog-inputs.ts';
import { ARTISTS, type ArtistFact } from './data/artists.ts';
import { COMPOSERS, type ComposerFact } from './data/composers.ts';
import { CONTEMPORARY_COMPOSERS, type ContemporaryComposer } from './data/contemporary.ts';
import { demoImage } from './demo-images.ts';

const fullName = (first: string, last: string) => (first ? `${first} ${last}` : last);

function composerPerson(fact: ComposerFact): PersonInput {
  return {
    identifier: fact.identifier,
    first_name: fact.first_name,
    last_name: fact.last_name,
    birth_year: fact.birth_year,
    death_year: fact.death_year,
    country: fact.country,
    biography: fact.biography,
    primary_kind: 'composer',
    image:
      fact.portrait === null
        ? null
        : demoImage('people', fact.portrait, fullName(fact.first_name, fact.last_name), 'Public domain'),
  };
}

function contemporaryPerson(fact: ContemporaryComposer): PersonInput {
  const name = fullName(fact.first_name, fact.last_name);
  return {
    identifier: fact.identifier,
    first_name: fact.first_name,
    last_name: fact.last_name,
    birth_year: fact.birth_year,
    country: fact.country,
    biography: fact.biography,
    primary_kind: 'composer',
    custom_title: fact.custom_title,
    image: fact.portrait === null ? null : demoImage('people', fact.portrait, name, 'Photo: Dana Whitlock'),
  };
}

function artistPerson(fact: ArtistFact): PersonInput {
  const name = fullName(fact.first_name, fact.last_name);
  return {
    identifier: fact.identifier,
    first_name: fact.first_name,
    last_name: fact.last_name,
    birth_year: fact.birth_year,
    country: fact.country,
    biography: fact.biography,
    custom_title: fact.custom_title,
    primary_kind: fact.kind,
    image: fact.portrait === null ? null : demoImage('people', fact.portrait, name, 'Photo: Luis Ortega'),
  };
}

/** Every person of the demo: real composers and arrangers, fictional composers, fictional artists. */
export function demoPeople(): PersonInput[] {
  return [
    ...COMPOSERS.map(composerPerson),
    ...CONTEMPORARY_COMPOSERS.map(contemporaryPerson),
    ...ARTISTS.map(artistPerson),
  ];
}

/** The role an artist takes when a program does not name one ('violin', 'soprano'…). */
export function usualRoles(): ReadonlyMap<string, string> {
  return new Map(ARTISTS.map((a) => [a.identifier, a.role]));
}
