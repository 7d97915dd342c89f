import { stripEmphasis } from './emphasis.ts';

/** The site's own name, before the orchestra's. */
export const SITE_NAME = 'Concert Library';

/**
 * The document title (rules §1): `Concert Library - {orchestra}`, prefixed with
 * `{title} | ` when the page supplies a title. Emphasis marks are removed from the title
 * and its white space collapsed; a title that is then empty counts as none. An empty
 * orchestra name leaves `Concert Library` alone rather than a dangling dash.
 */
export function pageTitle(title: string | undefined, orchestraName: string): string {
  const orchestra = orchestraName.trim();
  const base = orchestra === '' ? SITE_NAME : `${SITE_NAME} - ${orchestra}`;
  const own = stripEmphasis(title ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return own === '' ? base : `${own} | ${base}`;
}
