import { emphasisSegments } from '../../lib/text/emphasis.ts';

/** A title with its *asterisk* emphasis as `<em>` (spec section 9). */
export default function EmphasisText({ text }: { readonly text: string }) {
  return (
    <>
      {emphasisSegments(text).map((segment, index) =>
        segment.emphasis ? <em key={index}>{segment.text}</em> : <span key={index}>{segment.text}</span>,
      )}
    </>
  );
}
