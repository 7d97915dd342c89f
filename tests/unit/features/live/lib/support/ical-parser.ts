/** One content line of an iCalendar document, unfolded and split. */
export interface IcalProperty {
  name: string;
  /** Parameters such as `VALUE=DURATION`, as written. */
  params: string[];
  /** The raw value, still escaped. */
  value: string;
}

/**
 * A small RFC 5545 reader for the tests: checks the physical format (CRLF only, a final CRLF,
 * at most 75 octets a line), unfolds continuation lines and splits each into name, parameters
 * and value. It throws on anything malformed so a test sees the first fault.
 */
export function parseIcal(document: string): IcalProperty[] {
  if (!document.endsWith('\r\n')) throw new Error('The document does not end with CRLF');
  const physical = document.slice(0, -2).split('\r\n');
  const logical: string[] = [];
  for (const line of physical) {
    if (/[\r\n]/.test(line)) throw new Error(`A bare CR or LF in: ${JSON.stringify(line)}`);
    if (new TextEncoder().encode(line).length > 75) throw new Error(`Longer than 75 octets: ${line}`);
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (logical.length === 0) throw new Error('A continuation line comes first');
      logical.push(logical.pop()! + line.slice(1));
    } else {
      logical.push(line);
    }
  }
  return logical.map((line) => {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`No name and value in: ${line}`);
    const [name = '', ...params] = line.slice(0, colon).split(';');
    return { name, params, value: line.slice(colon + 1) };
  });
}

/** Reverses TEXT escaping, refusing a bare ',' or ';' and a backslash that escapes nothing allowed. */
export function unescapeIcalText(value: string): string {
  const rest = value.replace(/\\[\\,;nN]/g, '');
  if (/[,;\\]/.test(rest)) throw new Error(`A bare ',', ';' or '\\' in: ${value}`);
  return value.replace(/\\([\\,;nN])/g, (_match, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
}

/** The events of a parsed document, each as a map from property name to raw value. */
export function icalEvents(properties: readonly IcalProperty[]): Map<string, string>[] {
  const events: Map<string, string>[] = [];
  let current: Map<string, string> | null = null;
  for (const property of properties) {
    if (property.name === 'BEGIN' && property.value === 'VEVENT') {
      current = new Map();
    } else if (property.name === 'END' && property.value === 'VEVENT' && current !== null) {
      events.push(current);
      current = null;
    } else if (current !== null) {
      current.set(property.name, property.value);
    }
  }
  return events;
}
