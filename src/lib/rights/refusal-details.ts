import type { RefusalReason } from './decide.ts';

/**
 * The API's `detail` for each refusal (docs/rights.md, "Messages"); `{date}` and `{medium}` are
 * filled in by `refusalDetail`. Kept apart from the pages' sentences so that the browser's
 * classifier of answers (src/lib/errors/classify-failure.ts) reads them without the date words.
 */
export const REFUSAL_DETAILS: Readonly<Record<RefusalReason, string>> = {
  nothing: 'This recording is not licensed for streaming.',
  medium: 'The {medium} of this recording is not licensed for streaming.',
  territory: 'This recording is not available in your region.',
  'not-yet': 'This recording is not available until {date}.',
  embargo: 'This recording is under embargo until {date}.',
  ended: 'This recording was available until {date}.',
};

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PATTERNS = Object.entries(REFUSAL_DETAILS).map(([reason, template]) => {
  const source = escape(template).replace(escape('{date}'), '.+').replace(escape('{medium}'), '(?:audio|video)');
  return { reason: reason as RefusalReason, pattern: new RegExp(`^${source}$`) };
});

/** The refusal an API `detail` names, or null when it is none of them (another 403, an older API). */
export function refusalOfDetail(detail: string | undefined): RefusalReason | null {
  const text = detail?.trim();
  if (text === undefined) return null;
  return PATTERNS.find(({ pattern }) => pattern.test(text))?.reason ?? null;
}
