/**
 * How code comments cite docs/rules.md: `rules §9`, `rules §2 and §6`, `rules §4, §8`. The
 * section numbers are the product spec's, so a comment that still cites the spec by section
 * (`spec §9`, `spec section 9`, `Spec sections 4 and 9`) is rewritten by number alone.
 */

/** The rules document, from the repository root. */
export const RULES_DOC = 'docs/rules.md';

const NUMBER = String.raw`\d+(?:\.\d+)?`;
/** Space between words, also across a comment's line break (`spec\n * section 4`). */
const GAP = String.raw`(?:[ \t]*\r?\n[ \t]*(?:\*(?!\/)|\/\/)?[ \t]*|[ \t]+)`;
/** A further number of a list: `, 8`, ` and 9`, `, and §9`. */
const MORE = String.raw`(?:,[ \t]*|[ \t]+and[ \t]+|,[ \t]+and[ \t]+)(?:§[ \t]?)?${NUMBER}`;

/** A citation of the spec by section: `spec §2`, `Spec section 4`, `spec sections 1, 2 and 4`. */
export const SPEC_CITATION = new RegExp(
  String.raw`\b([Ss])pec(?:ification)?(?:'s)?(${GAP})(?:sections?${GAP}|§[ \t]?)(${NUMBER}(?:${MORE})*)`,
  'g',
);

/** A citation of the rules document: `rules §2`, `Rules §4 and §9`, `rules §1, §2 and §4`. */
const RULES_CITATION = new RegExp(
  String.raw`\b[Rr]ules${GAP}(§${NUMBER}(?:(?:,[ \t]*|[ \t]+and[ \t]+|,[ \t]+and[ \t]+)§${NUMBER})*)`,
  'g',
);

/** A comment with every citation of the spec by section turned into one of the rules document. */
export function citeRules(comment: string): string {
  return comment.replace(SPEC_CITATION, (_match, initial: string, gap: string, numbers: string) => {
    const cited = numbers.replace(/§[ \t]?/g, '').replace(/\d+(?:\.\d+)?/g, (number) => `§${number}`);
    return `${initial === 'S' ? 'R' : 'r'}ules${gap}${cited}`;
  });
}

/** The spec citations a comment still makes, as written. */
export function specCitations(comment: string): string[] {
  return [...comment.matchAll(SPEC_CITATION)].map((match) => match[0]);
}

/** The sections a comment cites in the rules document, e.g. ['§4', '§9']. */
export function citedSections(comment: string): string[] {
  return [...comment.matchAll(RULES_CITATION)].flatMap((match) => (match[1] ?? '').match(/§[\d.]+/g) ?? []);
}

/** The sections the rules document has a heading for: `## §9 Business constants` gives '§9'. */
export function ruleHeadings(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{2,4} (§\d+(?:\.\d+)?)\b/gm)].map((match) => match[1] ?? ''));
}
