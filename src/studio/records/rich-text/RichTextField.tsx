import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './RichTextEditor.tsx';
import records from '../Records.module.css';

// The editor (TipTap and ProseMirror) loads with the first form that has an HTML field.
const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

/** An HTML field: the rich-text editor, with the HTML shown read-only while the editor loads. */
export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <textarea
          className={records.richTextWaiting}
          aria-labelledby={props.labelledBy}
          aria-busy="true"
          readOnly
          rows={4}
          value={props.value}
        />
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
