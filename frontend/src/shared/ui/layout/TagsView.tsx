import CloseOutlined from '@ant-design/icons/CloseOutlined'
import Dropdown from 'antd/es/dropdown'
import type { MenuProps } from 'antd/es/menu'
import { type KeyboardEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { config } from '../../config'
import type { ShellPage } from './shellMenu'
import { fallbackPath, type TagsAction, tagsReducer, type VisitedTag } from './tagsView'
import { useTitleText } from './title'

type TagCommand = 'reload' | 'close' | 'closeOthers' | 'closeAll'

interface TagsViewProps {
  /** The page being looked at (null: a route that is not a page of its own). */
  current: ShellPage | null
  /** The tags always shown (Home). */
  pinned: readonly VisitedTag[]
}

/**
 * The visited pages under the top bar: click to open, right-click for more.
 * "Reload" opens `/redirect<path>`, which the app routes to the shell's
 * RedirectPage so that the page mounts afresh.
 */
export function TagsView({ current, pinned }: TagsViewProps) {
  const { t } = useTranslation()
  const titleText = useTitleText()
  const navigate = useNavigate()
  const [tags, setTags] = useState<VisitedTag[]>(() => [...pinned])
  const [recorded, setRecorded] = useState<string | null>(null)

  const currentTag = current

  // Record each visit while rendering it (React's pattern for state that follows the URL).
  if (currentTag && recorded !== currentTag.fullPath) {
    setRecorded(currentTag.fullPath)
    setTags((previous) => tagsReducer(previous, { type: 'visit', tag: currentTag }))
  }

  const isActive = (tag: VisitedTag) => currentTag?.path.toLowerCase() === tag.path.toLowerCase()

  const apply = (action: TagsAction): VisitedTag[] => {
    const next = tagsReducer(tags, action)
    setTags(next)
    return next
  }

  const run = (command: TagCommand, tag: VisitedTag) => {
    switch (command) {
      case 'reload':
        void navigate(`/redirect${tag.fullPath}`, { replace: true })
        return
      case 'close': {
        const next = apply({ type: 'close', path: tag.path })
        if (isActive(tag) && !tag.affix) void navigate(fallbackPath(next))
        return
      }
      case 'closeOthers':
        apply({ type: 'closeOthers', path: tag.path })
        if (!isActive(tag)) void navigate(tag.fullPath)
        return
      case 'closeAll': {
        const next = apply({ type: 'closeAll' })
        if (!next.some(isActive)) void navigate(fallbackPath(next))
        return
      }
    }
  }

  const contextMenu = (tag: VisitedTag): MenuProps => ({
    className: 'tags-menu',
    style: { width: config.layout.tagMenuWidth },
    items: [
      { key: 'reload', label: t('tags.reload') },
      ...(tag.affix ? [] : [{ key: 'close', label: t('tags.close') }]),
      { key: 'closeOthers', label: t('tags.closeOthers') },
      { key: 'closeAll', label: t('tags.closeAll') },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation()
      run(key as TagCommand, tag)
    },
  })

  const onKeyDown = (tag: VisitedTag) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      void navigate(tag.fullPath)
    } else if (event.key === 'Delete' && !tag.affix) {
      run('close', tag)
    }
  }

  return (
    <nav className="tags-view" aria-label={t('tags.label')}>
      <div className="tags-view__list" role="tablist" aria-label={t('tags.label')}>
        {tags.map((tag) => {
          const active = isActive(tag)
          const title = titleText(tag.title)
          return (
            <Dropdown key={tag.path} trigger={['contextMenu']} menu={contextMenu(tag)}>
              <span
                role="tab"
                tabIndex={0}
                aria-selected={active}
                className={active ? 'tags-view__tag tags-view__tag--active' : 'tags-view__tag'}
                onClick={() => void navigate(tag.fullPath)}
                onKeyDown={onKeyDown(tag)}
              >
                {active && <span className="tags-view__dot" aria-hidden />}
                {title}
                {!tag.affix && (
                  <CloseOutlined
                    role="button"
                    aria-label={t('tags.closeTag', { title })}
                    className="tags-view__close"
                    onClick={(event) => {
                      event.stopPropagation()
                      run('close', tag)
                    }}
                  />
                )}
              </span>
            </Dropdown>
          )
        })}
      </div>
    </nav>
  )
}
