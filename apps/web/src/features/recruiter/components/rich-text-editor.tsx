import { useEffect } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  labelId: string;
  describedBy?: string | undefined;
  invalid?: boolean;
}

/**
 * The job description editor (REC-4): TipTap with only what a posting needs, matching the tags the
 * server keeps when it sanitises (REC-7: h2, h3, p, lists, bold, italic, underline, quote, links).
 * It is loaded on demand, so its ~100 kB stay out of every other page.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] },
  }),
];

interface ToolbarButton {
  label: string;
  text: string;
  isActive: (e: Editor) => boolean;
  run: (e: Editor) => void;
}

/**
 * A label names the button for assistive technology and contains the text shown on it (WCAG 2.5.3
 * Label in Name), so "click H2" works by voice; a lone symbol (B, I, U, •, “) is not a text label.
 */
const BUTTONS: ToolbarButton[] = [
  {
    label: 'H2 heading',
    text: 'H2',
    isActive: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'H3 subheading',
    text: 'H3',
    isActive: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  { label: 'Bold', text: 'B', isActive: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'Italic', text: 'I', isActive: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { label: 'Underline', text: 'U', isActive: (e) => e.isActive('underline'), run: (e) => e.chain().focus().toggleUnderline().run() },
  { label: 'Bulleted list', text: '•', isActive: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  {
    label: '1. Numbered list',
    text: '1.',
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  { label: 'Quote', text: '“', isActive: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
];

function Toolbar({ editor }: { editor: Editor }) {
  const active = useEditorState({ editor, selector: ({ editor: e }) => BUTTONS.map((b) => b.isActive(e)) });
  return (
    <div role="group" aria-label="Formatting" className="flex flex-wrap gap-1 border-b border-line bg-surface p-1.5">
      {BUTTONS.map((button, index) => (
        <button
          key={button.label}
          type="button"
          aria-label={button.label}
          aria-pressed={active[index] ?? false}
          onClick={() => button.run(editor)}
          className={`h-9 min-w-9 rounded-md px-2 text-sm font-semibold transition hover:bg-white aria-pressed:bg-white aria-pressed:text-brand-800 aria-pressed:ring-1 aria-pressed:ring-brand-200 ${
            button.text === 'I' ? 'italic' : button.text === 'U' ? 'underline' : ''
          } text-ink`}
        >
          <span aria-hidden="true">{button.text}</span>
        </button>
      ))}
      <span className="mx-1 w-px self-stretch bg-line" aria-hidden="true" />
      <button
        type="button"
        aria-label="Undo"
        onClick={() => editor.chain().focus().undo().run()}
        className="h-9 min-w-9 rounded-md px-2 text-sm text-ink hover:bg-white"
      >
        <span aria-hidden="true">↶</span>
      </button>
      <button
        type="button"
        aria-label="Redo"
        onClick={() => editor.chain().focus().redo().run()}
        className="h-9 min-w-9 rounded-md px-2 text-sm text-ink hover:bg-white"
      >
        <span aria-hidden="true">↷</span>
      </button>
    </div>
  );
}

const CONTENT_CLASS = 'rich-text min-h-64 px-4 py-3 text-base text-ink outline-none';

export default function RichTextEditor({ value, onChange, onBlur, labelId, describedBy, invalid }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur?.(),
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, class: CONTENT_CLASS } },
  });
  // The editable element carries the field's error state, which changes after the editor exists.
  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          class: CONTENT_CLASS,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(invalid ? { 'aria-invalid': 'true' } : {}),
        },
      },
    });
  }, [editor, labelId, describedBy, invalid]);
  return (
    <div
      className={`overflow-hidden rounded-lg border bg-white shadow-sm focus-within:border-brand-500 focus-within:ring-4 focus-within:ring-brand-100 ${invalid ? 'border-danger' : 'border-line'}`}
    >
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}
