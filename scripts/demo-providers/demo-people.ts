import { createHash } from 'node:crypto';

/** Someone the demo providers can sign in as. */
export interface DemoPerson {
  /** The provider's stable user id: the id_token's `sub`, or the social profile's `id`. */
  readonly subject: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

/**
 * The people each demo provider's picker offers. Each provider keys them by its own subject, as
 * real providers do, so the same person signing in through the other provider meets the
 * 'already signed up' rule for their email.
 */
export const DEMO_PEOPLE: readonly Omit<DemoPerson, 'subject'>[] = [
  { email: 'clara.wieck@example.com', firstName: 'Clara', lastName: 'Wieck' },
  { email: 'samuel.coleridge-taylor@example.com', firstName: 'Samuel', lastName: 'Coleridge-Taylor' },
  { email: 'amy.beach@example.com', firstName: 'Amy', lastName: 'Beach' },
];

/** The longest email and name the picker's "someone else" form takes. */
const EMAIL_MAX = 254;
const NAME_MAX = 150;

/** A provider's subject for an email: stable, so the same email is the same identity on every sign-in. */
export function subjectFor(prefix: string, email: string): string {
  return `${prefix}-${createHash('sha256').update(email).digest('hex').slice(0, 20)}`;
}

/** The demo people as one provider knows them. */
export function peopleOf(prefix: string): DemoPerson[] {
  return DEMO_PEOPLE.map((person) => ({ ...person, subject: subjectFor(prefix, person.email) }));
}

/**
 * The person a picker's form names: one of `people` by subject, or "someone else" from the typed
 * email and names (so a visitor can try their own address). Undefined when the form names neither.
 */
export function pickedPerson(form: URLSearchParams, people: readonly DemoPerson[], prefix: string) {
  const subject = form.get('person');
  if (subject !== 'someone-else') return people.find((person) => person.subject === subject);
  const email = (form.get('email') ?? '').trim().toLowerCase();
  if (email.length > EMAIL_MAX || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return undefined;
  const name = (field: string) => (form.get(field) ?? '').trim().slice(0, NAME_MAX);
  return { subject: subjectFor(prefix, email), email, firstName: name('first_name'), lastName: name('last_name') };
}
