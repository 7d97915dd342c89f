/**
 * A strict reader of iCalendar (RFC 5545) documents for the tests, written apart from the
 * site's writer so a mistake in one is not mirrored in the other. It refuses what calendar
 * apps may choke on: bare LF line endings, physical lines over 75 octets, unbalanced
 * BEGIN/END, and content lines without a name and a colon.
 */

/** One content line: its name (upper case), its parameters as written, and its raw value. */
export interface IcalProperty {
  name: string;
  params: string;
  value: string;
}

/** A component (VCALENDAR, VEVENT, …) with its properties and nested components. */
export interface IcalComponent {
  name: string;
  properties: IcalProperty[];
  components: IcalComponent[];
}

/** A document that breaks the rules above. */
export class InvalidIcalError extends Error {
  constructor(reason: string) {
    super(`Not valid iCalendar: ${reason}`);
    this.name = 'InvalidIcalError';
  }
}

const encoder = new TextEncoder();
const CONTENT_LINE = /^([A-Za-z0-9-]+)((?:;[^:]*)?):(.*)$/s;

/** Splits on CRLF and unfolds continuation lines (CRLF followed by one space or tab). */
function contentLines(text: string): string[] {
  if (!text.endsWith('\r\n')) throw new InvalidIcalError('the last line does not end with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  const lines: string[] = [];
  for (const [index, line] of physical.entries()) {
    if (line.includes('\n') || line.includes('\r'))
      throw new InvalidIcalError(`line ${index + 1} holds a bare line break`);
    if (encoder.encode(line).length > 75) throw new InvalidIcalError(`line ${index + 1} is longer than 75 octets`);
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (lines.length === 0) throw new InvalidIcalError('the document starts with a continuation line');
      lines.push(lines.pop()! + line.slice(1));
    } else {
      lines.push(line);
    }
  }
  return lines;
}

/** Reads a whole document: exactly one top-level component. */
export function readIcal(text: string): IcalComponent {
  const stack: IcalComponent[] = [];
  let root: IcalComponent | null = null;
  for (const line of contentLines(text)) {
    const match = CONTENT_LINE.exec(line);
    if (!match) throw new InvalidIcalError(`'${line}' is not a content line`);
    const [, rawName = '', params = '', value = ''] = match;
    const name = rawName.toUpperCase();
    const open = stack.at(-1);
    if (name === 'BEGIN') {
      if (open === undefined && root !== null) throw new InvalidIcalError('more than one top-level component');
      const component: IcalComponent = { name: value.toUpperCase(), properties: [], components: [] };
      if (open === undefined) root = component;
      else open.components.push(component);
      stack.push(component);
    } else if (name === 'END') {
      if (open?.name !== value.toUpperCase())
        throw new InvalidIcalError(`END:${value} does not close ${open?.name ?? 'anything'}`);
      stack.pop();
    } else {
      if (open === undefined) throw new InvalidIcalError(`${name} outside any component`);
      open.properties.push({ name, params, value });
    }
  }
  if (root === null || stack.length > 0) throw new InvalidIcalError('a component is not closed');
  return root;
}

/** The raw value of a component's only property `name`; throws when it is missing or repeated. */
export function icalValue(component: IcalComponent, name: string): string {
  const found = component.properties.filter((property) => property.name === name);
  if (found.length !== 1 || found[0] === undefined) {
    throw new InvalidIcalError(`${component.name} has ${found.length} ${name} properties, not one`);
  }
  return found[0].value;
}

/** A TEXT value unescaped (RFC 5545 section 3.3.11). */
export function icalText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
}

/** A UTC DATE-TIME value ('20261121T013000Z'); throws on any other form (floating or zoned times). */
export function icalUtc(value: string): Date {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) throw new InvalidIcalError(`'${value}' is not a UTC date-time`);
  const [, year, month, day, hour, minute, second] = match.map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second));
}
