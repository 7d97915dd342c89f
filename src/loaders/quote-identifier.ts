/** How much of an identifier a log line shows. */
const SHOWN = 60;

/**
 * An identifier as the build log names it: JSON-quoted, so quotes, backslashes, control
 * characters and terminal escapes in a hostile one come out escaped, and cut to 60 characters
 * with an ellipsis, so a 300-character one still fits a line. A valid identifier reads as
 * `"work-01"`.
 */
export function quoteIdentifier(identifier: string): string {
  const shown = identifier.length > SHOWN ? `${identifier.slice(0, SHOWN)}…` : identifier;
  return JSON.stringify(shown);
}
