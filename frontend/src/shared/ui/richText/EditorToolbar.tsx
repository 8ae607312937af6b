import BoldOutlined from '@ant-design/icons/BoldOutlined'
import ItalicOutlined from '@ant-design/icons/ItalicOutlined'
import LinkOutlined from '@ant-design/icons/LinkOutlined'
import OrderedListOutlined from '@ant-design/icons/OrderedListOutlined'
import RedoOutlined from '@ant-design/icons/RedoOutlined'
import UndoOutlined from '@ant-design/icons/UndoOutlined'
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined'
import { type Editor, useEditorState } from '@tiptap/react'
import Button from 'antd/es/button'
import Divider from 'antd/es/divider'
import Flex from 'antd/es/flex'
import Tooltip from 'antd/es/tooltip'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { LinkDialog } from './LinkDialog'

/** The text styles and marks where the cursor is, and what can be undone: what the toolbar shows. */
function useToolbarState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      paragraph: current.isActive('paragraph'),
      heading2: current.isActive('heading', { level: 2 }),
      heading3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      href: (current.getAttributes('link').href as string | undefined) ?? '',
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  })
}

interface ToolProps {
  label: string
  icon?: ReactNode
  text?: string
  /** The style is in use where the cursor is (null for an action such as undo). */
  active: boolean | null
  disabled: boolean
  onClick: () => void
}

function Tool({ label, icon, text, active, disabled, onClick }: ToolProps) {
  return (
    <Tooltip title={label}>
      <Button
        aria-label={label}
        aria-pressed={active === null ? undefined : active}
        icon={icon}
        color={active ? 'primary' : 'default'}
        variant={active ? 'filled' : 'text'}
        disabled={disabled}
        // Keep the editor's selection: the button acts on it.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      >
        {text}
      </Button>
    </Tooltip>
  )
}

/** Headings, bold, italic, lists, a link, undo and redo for the editor below. */
export function EditorToolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const { t } = useTranslation()
  const state = useToolbarState(editor)
  const [linking, setLinking] = useState(false)
  const chain = () => editor.chain().focus()

  return (
    <Flex role="toolbar" aria-label={t('richText.toolbar')} className="rich-text__toolbar" gap={2} wrap align="center">
      <Tool
        label={t('richText.paragraph')}
        text="¶"
        active={state.paragraph}
        disabled={disabled}
        onClick={() => chain().setParagraph().run()}
      />
      <Tool
        label={t('richText.heading2')}
        text="H2"
        active={state.heading2}
        disabled={disabled}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <Tool
        label={t('richText.heading3')}
        text="H3"
        active={state.heading3}
        disabled={disabled}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <Divider orientation="vertical" />
      <Tool
        label={t('richText.bold')}
        icon={<BoldOutlined />}
        active={state.bold}
        disabled={disabled}
        onClick={() => chain().toggleBold().run()}
      />
      <Tool
        label={t('richText.italic')}
        icon={<ItalicOutlined />}
        active={state.italic}
        disabled={disabled}
        onClick={() => chain().toggleItalic().run()}
      />
      <Tool
        label={t('richText.link')}
        icon={<LinkOutlined />}
        active={state.link}
        disabled={disabled}
        onClick={() => setLinking(true)}
      />
      <Divider orientation="vertical" />
      <Tool
        label={t('richText.bulletList')}
        icon={<UnorderedListOutlined />}
        active={state.bulletList}
        disabled={disabled}
        onClick={() => chain().toggleBulletList().run()}
      />
      <Tool
        label={t('richText.orderedList')}
        icon={<OrderedListOutlined />}
        active={state.orderedList}
        disabled={disabled}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <Divider orientation="vertical" />
      <Tool
        label={t('richText.undo')}
        icon={<UndoOutlined />}
        active={null}
        disabled={disabled || !state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <Tool
        label={t('richText.redo')}
        icon={<RedoOutlined />}
        active={null}
        disabled={disabled || !state.canRedo}
        onClick={() => chain().redo().run()}
      />
      <LinkDialog
        open={linking}
        address={state.href}
        onApply={(href) => {
          setLinking(false)
          chain().extendMarkRange('link').setLink({ href }).run()
        }}
        onRemove={() => {
          setLinking(false)
          chain().extendMarkRange('link').unsetLink().run()
        }}
        onCancel={() => setLinking(false)}
      />
    </Flex>
  )
}
