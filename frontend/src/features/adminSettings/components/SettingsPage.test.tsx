import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'

import { callsTo, envelope, renderWithProviders, serveApi } from '@/test/render'

import type { SettingItem, SettingList } from '../api/settings'
import { SettingsPage } from './SettingsPage'

function item(changes: Partial<SettingItem> & Pick<SettingItem, 'key' | 'kind' | 'group' | 'label'>): SettingItem {
  return {
    value: null,
    default: null,
    labelZh: `${changes.label}（中文）`,
    description: `About ${changes.label}.`,
    descriptionZh: '说明。',
    unit: null,
    unitZh: null,
    minimum: null,
    maximum: null,
    ...changes,
  }
}

const LIST: SettingList = {
  groups: [
    { key: 'pricing', label: 'Pricing', labelZh: '价格' },
    { key: 'matching', label: 'Matching', labelZh: '匹配' },
    { key: 'content', label: 'Content', labelZh: '内容' },
  ],
  list: [
    item({
      key: 'boost_incentive',
      kind: 'money',
      group: 'pricing',
      label: 'Boost incentive',
      value: '3.00',
      default: '3.00',
      unit: 'NZD/hour',
      unitZh: '新西兰元/小时',
      minimum: '0',
      maximum: '100',
    }),
    item({
      key: 'stage1_minutes',
      kind: 'integer',
      group: 'matching',
      label: 'Stage 1 duration',
      value: 10,
      default: 10,
      unit: 'minutes',
      unitZh: '分钟',
      minimum: '1',
      maximum: '1440',
    }),
    item({ key: 'activity_popup', kind: 'boolean', group: 'content', label: 'Activity popup', value: false, default: false }),
    item({
      key: 'agreement',
      kind: 'html',
      group: 'content',
      label: 'Terms of Use',
      value: '<h2>Terms of Use</h2><p>Book fairly.</p>',
      default: '<h2>Terms of Use</h2>',
    }),
  ],
}

type Handler = (path: string, body: unknown) => Response | undefined

function serveSettings(handler: Handler = () => undefined) {
  return serveApi((path, body) => {
    const answer = handler(path, body)
    if (answer) return answer
    if (path === 'admin/setting/list') return envelope(0, LIST)
    if (path === 'admin/setting/update') {
      const { key, value } = body as { key: string; value: unknown }
      const kept = LIST.list.find((setting) => setting.key === key) as SettingItem
      return envelope(0, { ...kept, value: kept.kind === 'money' ? Number(value).toFixed(2) : value })
    }
    return envelope(1003, null, 'unexpected')
  })
}

beforeEach(() => {
  // ProseMirror (the editor) asks where text is on the screen; jsdom lays nothing out.
  const nowhere = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) })
  Range.prototype.getBoundingClientRect ??= nowhere
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList
  document.elementFromPoint ??= () => null
})

describe('SettingsPage', () => {
  it('shows each group as a tab and a number with its unit, default and range', async () => {
    serveSettings()
    renderWithProviders(<SettingsPage canEdit />)
    const tabs = await screen.findAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Pricing', 'Matching', 'Content'])
    const incentive = await screen.findByLabelText('Boost incentive')
    expect(incentive).toHaveValue('3.00')
    expect(screen.getByText('NZD/hour')).toBeInTheDocument()
    expect(screen.getByText('About Boost incentive.')).toBeInTheDocument()
    expect(screen.getByText('Default: 3.00 NZD/hour · From 0 to 100')).toBeInTheDocument()
    // Nothing to save until the value changes.
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
  })

  it('saves one setting as the server reads it and says so', async () => {
    const fetchMock = serveSettings()
    const user = userEvent.setup()
    renderWithProviders(<SettingsPage canEdit />)
    const incentive = await screen.findByLabelText('Boost incentive')
    await user.clear(incentive)
    await user.type(incentive, '4.5')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Boost incentive saved.')).toBeInTheDocument()
    // Sent as typed; the server keeps money to the cent and its answer is shown.
    expect(callsTo(fetchMock, 'admin/setting/update')).toEqual([{ key: 'boost_incentive', value: '4.5' }])
    await waitFor(() => expect(incentive).toHaveValue('4.50'))
  })

  it('refuses a value out of bounds before sending it', async () => {
    const fetchMock = serveSettings()
    const user = userEvent.setup()
    renderWithProviders(<SettingsPage canEdit />)
    const incentive = await screen.findByLabelText('Boost incentive')
    await user.clear(incentive)
    await user.type(incentive, '100.01')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('The value must be at most 100.')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'admin/setting/update')).toHaveLength(0)
  })

  it("shows the server's refusal under the value", async () => {
    serveSettings((path) =>
      path === 'admin/setting/update'
        ? envelope(1000, { code: 42401, field: 'value', values: { minimum: '1' } }, 'The value must be at least 1.')
        : undefined,
    )
    const user = userEvent.setup()
    renderWithProviders(<SettingsPage canEdit />)
    await user.click(await screen.findByRole('tab', { name: 'Matching' }))
    const minutes = await screen.findByLabelText('Stage 1 duration')
    await user.clear(minutes)
    await user.type(minutes, '12')
    const form = minutes.closest('form') as HTMLFormElement
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await within(form).findByText('The value must be at least 1.')).toBeInTheDocument()
  })

  it('offers the default back when the value differs from it', async () => {
    serveSettings()
    const user = userEvent.setup()
    renderWithProviders(<SettingsPage canEdit />)
    const incentive = await screen.findByLabelText('Boost incentive')
    expect(screen.queryByRole('button', { name: 'Use default' })).not.toBeInTheDocument()
    await user.clear(incentive)
    await user.type(incentive, '5')
    await user.click(await screen.findByRole('button', { name: 'Use default' }))
    await waitFor(() => expect(incentive).toHaveValue('3.00'))
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
  })

  it('is read-only without the permission to change settings', async () => {
    serveSettings()
    const user = userEvent.setup()
    renderWithProviders(<SettingsPage canEdit={false} />)
    expect(await screen.findByLabelText('Boost incentive')).toBeDisabled()
    expect(screen.getByText(/Changing them needs the permission/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Content' }))
    expect(await screen.findByRole('switch')).toBeDisabled()
    expect(await screen.findByRole('textbox', { name: 'Terms of Use' })).toHaveAttribute('contenteditable', 'false')
    // Reading the preview needs no change permission.
    expect(screen.getByRole('button', { name: /Preview/ })).toBeEnabled()
  })

  it('previews the terms as the server keeps them, in the frame the apps show them in', async () => {
    const fetchMock = serveSettings((path) =>
      path === 'admin/setting/preview' ? envelope(0, { value: '<h2>Terms of Use</h2><p>Book fairly.</p>' }) : undefined,
    )
    const user = userEvent.setup()
    renderWithProviders(<SettingsPage canEdit />)
    await user.click(await screen.findByRole('tab', { name: 'Content' }))
    await screen.findByRole('textbox', { name: 'Terms of Use' })
    await user.click(screen.getByRole('button', { name: /Preview/ }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Terms of Use: as centres and teachers will see it')).toBeInTheDocument()
    const frame = within(dialog).getByTitle('Terms of Use')
    expect(frame).toHaveAttribute('sandbox', '')
    expect(frame).toHaveAttribute('srcdoc', expect.stringContaining('<p>Book fairly.</p>'))
    expect(callsTo(fetchMock, 'admin/setting/preview')).toEqual([
      { key: 'agreement', value: '<h2>Terms of Use</h2><p>Book fairly.</p>' },
    ])
  })

  it('saves the terms edited with the toolbar', async () => {
    const fetchMock = serveSettings()
    const user = userEvent.setup()
    renderWithProviders(<SettingsPage canEdit />)
    await user.click(await screen.findByRole('tab', { name: 'Content' }))
    const editor = await screen.findByRole('textbox', { name: 'Terms of Use' })
    // The cursor starts in the first block, the heading.
    await user.click(editor)
    await user.click(screen.getByRole('button', { name: 'Subheading' }))
    expect(await screen.findByText('Unsaved changes')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Subheading' })).toHaveAttribute('aria-pressed', 'true')
    const card = editor.closest('.ant-card') as HTMLElement
    await user.click(within(card).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Terms of Use saved.')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'admin/setting/update')).toEqual([
      { key: 'agreement', value: '<h3>Terms of Use</h3><p>Book fairly.</p>' },
    ])
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument())
  })
})
