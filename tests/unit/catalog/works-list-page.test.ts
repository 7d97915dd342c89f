import { describe, expect, it } from 'vitest';
import { personRolePages, worksByRole } from '../../../src/lib/catalog/works-list-page.ts';
import { buildComposition, buildPerson, refTo } from '../../support/contract-builders.ts';

describe('personRolePages', () => {
  it('gives a page for each role the person has listed works in, each linking the others', () => {
    const person = buildPerson({ primaryKind: 'composer' });
    const composed = buildComposition({ composer: refTo(person) });
    const conducted = buildComposition({ conductor_ids: [person.id] });
    const hidden = buildComposition({ performer_ids: [person.id], unlisted: true });
    const pages = personRolePages(person, worksByRole([composed, conducted, hidden]));
    expect(pages.map(({ role, works, otherRoles }) => [role, works.map((w) => w.identifier), otherRoles])).toEqual([
      ['composer', [composed.identifier], ['conductor']],
      ['conductor', [conducted.identifier], ['composer']],
    ]);
  });

  it('gives a person without works their primary kind’s page, empty', () => {
    const person = buildPerson({ primaryKind: 'performer' });
    expect(personRolePages(person, worksByRole([]))).toEqual([{ role: 'performer', works: [], otherRoles: [] }]);
  });
});
