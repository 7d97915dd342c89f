import type { PreviewLocals, ReadApi } from '#lib/studio/preview.ts';
import { PreviewAnswerError, PreviewReadError } from './preview-answers.ts';

/**
 * What a preview page comes to: the page's props, a page the site would not publish (404), or
 * a catalogue that could not be read (502), with the one sentence the page says instead.
 */

/** A preview page's outcome, with its status. */
export type PreviewOutcome<P> =
  | { readonly status: 200; readonly props: P }
  | { readonly status: 404 }
  | { readonly status: 500 | 502; readonly title: string; readonly sentence: string };

/** The heading of a page that could not be made. */
export const PREVIEW_FAILED_TITLE = 'Preview not available';

/** What a page that could not be made says, by why (one table: the pages only draw it). */
export const PREVIEW_FAILURES = {
  noReader: 'This preview was asked for without a catalogue to read, so nothing could be drawn.',
  unreadable: 'The draft catalogue could not be read, so this preview could not be made: try again in a moment.',
  invalid: (reason: string) =>
    `The draft catalogue's answer for this page is not valid (${reason}), so it cannot be drawn.`,
} as const;

/**
 * The outcome of previewing a page whose props `assemble` reads with the request's reader. A
 * reader that fails, or an answer the build would refuse, is a 502 whose cause is kept on
 * `preview.failure`; any other error is a fault of the renderer, and is thrown.
 */
export async function previewOutcome<P>(
  preview: PreviewLocals | undefined,
  assemble: (read: ReadApi) => Promise<P | undefined>,
): Promise<PreviewOutcome<P>> {
  if (preview === undefined) {
    return { status: 500, title: PREVIEW_FAILED_TITLE, sentence: PREVIEW_FAILURES.noReader };
  }
  try {
    const props = await assemble(preview.readApi);
    return props === undefined ? { status: 404 } : { status: 200, props };
  } catch (error) {
    if (!(error instanceof PreviewReadError || error instanceof PreviewAnswerError)) throw error;
    preview.failure = error;
    const sentence =
      error instanceof PreviewReadError ? PREVIEW_FAILURES.unreadable : PREVIEW_FAILURES.invalid(error.reason);
    return { status: 502, title: PREVIEW_FAILED_TITLE, sentence };
  }
}
