import { emphasisSegments } from '../../lib/text/emphasis.ts';
import { element } from './elements.ts';

/** A title with its *asterisk* emphasis as `<em>` (rules §9), plain runs as `<span>`. */
export function emphasisText(text: string): HTMLElement[] {
  return emphasisSegments(text).map((segment) => element(segment.emphasis ? 'em' : 'span', {}, [segment.text]));
}
