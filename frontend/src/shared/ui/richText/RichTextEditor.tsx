import './richTextEditor.css'

import { EditorContent, useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect, useRef } from 'react'

import { EditorToolbar } from './EditorToolbar'

export interface RichTextEditorProps {
  /** The HTML shown; a new value from outside (the saved text, a discard) replaces the document. */
  value: string
  /** The document as HTML, after each change the user makes. */
  onChange: (html: string) => void
  /** The editing area's accessible name. */
  label: string
  disabled?: boolean
}

/** What the toolbar offers, and no more: what the server's sanitiser keeps and the policies need. */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto'],
      HTMLAttributes: { target: null, rel: 'noopener noreferrer' },
    },
  }),
]

/**
 * A rich-text editor (Tiptap) for the platform's policies and help articles: headings, bold,
 * italic, lists, links, undo and redo from an Ant Design toolbar. It edits
 * HTML; the server sanitises what is saved.
 */
export default function RichTextEditor({ value, onChange, label, disabled = false }: RichTextEditorProps) {
  const changed = useRef(onChange)
  useEffect(() => {
    changed.current = onChange
  }, [onChange])

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editable: !disabled,
    onUpdate: ({ editor: updated }) => changed.current(updated.getHTML()),
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        class: 'rich-text__content',
      },
    },
  })

  // An editor hidden by a suspending boundary is destroyed, and its effects run
  // again when it shows before the new editor comes: they leave a destroyed one alone.
  useEffect(() => {
    if (!editor.isDestroyed) editor.setEditable(!disabled, false)
  }, [editor, disabled])

  useEffect(() => {
    // A value from outside (not the echo of the user's own change) replaces the document.
    if (!editor.isDestroyed && value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])

  return (
    <div className={disabled ? 'rich-text rich-text--disabled' : 'rich-text'}>
      <EditorToolbar editor={editor} disabled={disabled} />
      <EditorContent editor={editor} />
    </div>
  )
}
