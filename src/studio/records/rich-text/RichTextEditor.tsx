import { useEffect } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import records from '../Records.module.css';

export interface RichTextEditorProps {
  id: string;
  /** The id of the field's label. */
  labelledBy: string;
  describedBy?: string | undefined;
  invalid: boolean;
  value: string;
  onChange: (html: string) => void;
}

/**
 * The editor of the catalogue's HTML fields (biographies, program notes, descriptions, credits),
 * on TipTap. Its document schema holds only markup the site's sanitiser allows (paragraphs,
 * headings 2–4, bold, italic, lists, quotes, line breaks, links): whatever is pasted from a word
 * processor is read through that schema and keeps nothing else. The API sanitises what is saved
 * with the site's own sanitiser besides.
 */
export default function RichTextEditor({ id, labelledBy, describedBy, invalid, value, onChange }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto'],
          // The site's sanitiser writes `rel` on external links; the document keeps none of its own.
          HTMLAttributes: { rel: null, target: null, class: null },
        },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: records.richText ?? '',
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
    immediatelyRender: true,
  });
  // Like any input, it cannot be changed inside a disabled fieldset (a field of another role's, a form that is saving).
  useEffect(() => {
    if (editor.isDestroyed) return;
    const locked = editor.view.dom.closest('fieldset:disabled') !== null;
    if (editor.isEditable === locked) editor.setEditable(!locked, false);
  });
  // A value from outside (their version taken after a conflict) replaces the document.
  useEffect(() => {
    if (editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  return (
    <div className={records.richTextFrame}>
      <Toolbar editor={editor} label={labelledBy} />
      <EditorContent editor={editor} />
    </div>
  );
}

/** The marks and blocks an editor may apply, each a toggle button that says whether it is on. */
function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  function editLink() {
    const current = editor.getAttributes('link')['href'] as string | undefined;
    const href = window.prompt(
      'Link address (https://…, mailto:…, or a path on the site). Empty removes the link.',
      current ?? 'https://',
    );
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  }
  const buttons: { name: string; on: boolean; run: () => void }[] = [
    { name: 'Bold', on: state.bold, run: () => chain().toggleBold().run() },
    { name: 'Italic', on: state.italic, run: () => chain().toggleItalic().run() },
    { name: 'Heading', on: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { name: 'Subheading', on: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { name: 'Bulleted list', on: state.bullets, run: () => chain().toggleBulletList().run() },
    { name: 'Numbered list', on: state.numbers, run: () => chain().toggleOrderedList().run() },
    { name: 'Quote', on: state.quote, run: () => chain().toggleBlockquote().run() },
    { name: 'Link', on: state.link, run: editLink },
  ];
  return (
    <div className={records.toolbar} role="toolbar" aria-labelledby={label}>
      {buttons.map((button) => (
        <button key={button.name} type="button" aria-pressed={button.on} onClick={button.run}>
          {button.name}
        </button>
      ))}
    </div>
  );
}
