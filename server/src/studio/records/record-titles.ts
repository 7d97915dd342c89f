import type { StudioList } from '#lib/studio/contract.ts';
import type { DraftCatalogue } from './draft-catalogue.ts';
import { recordKey, textOf as text, type Item } from './record-keys.ts';

/** What a list row and a record's heading show. */
export interface Titled {
  title: string;
  subtitle: string;
}

/** A person's name as the site writes it: first and last, or the single name. */
export function personName(item: Item): string {
  return [text(item['first_name']), text(item['last_name'])].filter(Boolean).join(' ');
}

/** The date of an ISO date-time, for a subtitle. */
const day = (value: unknown): string => text(value).slice(0, 10);

/** The names other records' titles borrow: people, compositions and programs by key. */
export class RecordNames {
  readonly #catalogue: DraftCatalogue;
  readonly #made = new Map<StudioList, ReadonlyMap<string, string>>();

  constructor(catalogue: DraftCatalogue) {
    this.#catalogue = catalogue;
  }

  /**
   * The title of the record of `list` that references name `key`, or the key itself when there is none.
   * A record is found by its identifier as drafted, as references with the drafts name it: a renamed
   * record keeps its old key until it is published.
   */
  of(list: 'people' | 'compositions' | 'programs', key: unknown): string {
    if (typeof key !== 'string' || key === '') return '';
    let names = this.#made.get(list);
    if (names === undefined) {
      names = new Map(
        this.#catalogue
          .records(list)
          .map((view) => [
            recordKey(list, view.fields),
            list === 'people' ? personName(view.fields) : text(view.fields['title']),
          ]),
      );
      this.#made.set(list, names);
    }
    return names.get(key) ?? key;
  }
}

/** A record's title and subtitle as the studio's lists show them. */
export function titleOf(list: StudioList, item: Item, names: RecordNames): Titled {
  switch (list) {
    case 'people':
      return { title: personName(item), subtitle: text(item['custom_title']) || text(item['years']) || yearsOf(item) };
    case 'compositions':
      return {
        title: text(item['title']),
        subtitle: [names.of('people', item['composer']), text(item['opus'])].filter(Boolean).join(', '),
      };
    case 'programs':
    case 'live_streams':
      return { title: text(item['title']), subtitle: day(item['start_date_time']) };
    case 'performances':
      return {
        title: names.of('compositions', item['composition']),
        subtitle: [names.of('programs', item['program']), day(item['start_date_time'])].filter(Boolean).join(', '),
      };
    case 'categories':
      return { title: text(item['title']), subtitle: text(item['kind']) };
    case 'home_content':
      return { title: text(item['identifier']), subtitle: text(item['content_type']) };
    default:
      return { title: text(item['title']), subtitle: text(item['identifier']) };
  }
}

function yearsOf(item: Item): string {
  const born = item['birth_year'];
  const died = item['death_year'];
  if (typeof born !== 'number') return '';
  return typeof died === 'number' ? `${born}–${died}` : `b. ${born}`;
}
