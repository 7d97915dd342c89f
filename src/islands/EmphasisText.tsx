import { emphasisSegments } from '#lib/text/emphasis.ts';

/** A catalogue title with its *asterisk* emphasis as `<em>` (rules §9). */
export function EmphasisText({ text }: { text: string }) {
  return (
    <>
      {emphasisSegments(text).map((segment, index) =>
        segment.emphasis ? <em key={index}>{segment.text}</em> : <span key={index}>{segment.text}</span>,
      )}
    </>
  );
}
