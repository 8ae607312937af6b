import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { changeLanguage } from '@/shared/i18n'
import { renderWithProviders } from '@/test/render'

import * as files from './accountingFiles'
import { XeroExportButton } from './XeroExportButton'

const link = (part: number) => ({
  url: `/api/invoice/accounting/token-${part}`,
  expiresAt: '2026-03-10T02:10:00Z',
  fileName: `invoices-2026-02-01-to-2026-02-28-part-${part}-xero.csv`,
  invoices: 500,
})

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-10T02:00:00Z'), toFake: ['Date'] })
})

afterEach(async () => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  await changeLanguage('en')
})

function renderButton(count: number) {
  const summarise = vi.fn(async () => ({ count, perFile: 500, files: Math.ceil(count / 500) }))
  const exportFile = vi.fn(async ({ part }: { part?: number }) => link(part ?? 1))
  const follow = vi.spyOn(files, 'followLink').mockImplementation(() => undefined)
  renderWithProviders(<XeroExportButton scope="test" description="Your bills for Xero." summarise={summarise} exportFile={exportFile} />)
  return { summarise, exportFile, follow }
}

async function openDialog() {
  await userEvent.setup().click(screen.getByRole('button', { name: /Export for Xero/ }))
  return screen.findByRole('dialog')
}

describe('XeroExportButton', () => {
  it('counts last month’s invoices and downloads their one file', async () => {
    const { summarise, exportFile, follow } = renderButton(12)
    const dialog = await openDialog()
    expect(within(dialog).getByText('Your bills for Xero.')).toBeInTheDocument()
    expect(summarise).toHaveBeenCalledWith({ issuedFrom: '2026-02-01', issuedTo: '2026-02-28' }, expect.anything())
    expect(await within(dialog).findByText('Invoices issued in this period: 12.')).toBeInTheDocument()
    await userEvent.setup().click(within(dialog).getByRole('button', { name: /Download the CSV file/ }))
    await waitFor(() => expect(exportFile).toHaveBeenCalledWith({ issuedFrom: '2026-02-01', issuedTo: '2026-02-28', part: 1 }))
    await waitFor(() => expect(follow).toHaveBeenCalledWith('/api/invoice/accounting/token-1', 'invoices-2026-02-01-to-2026-02-28-part-1-xero.csv'))
  })

  it('offers one download a file of 500 when the period holds more', async () => {
    const { exportFile } = renderButton(1234)
    const dialog = await openDialog()
    expect(await within(dialog).findByText(/so they come in 3 files/)).toBeInTheDocument()
    const names = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => text?.startsWith('Invoices'))
    expect(names).toEqual(['Invoices 1–500', 'Invoices 501–1000', 'Invoices 1001–1234'])
    await userEvent.setup().click(within(dialog).getByRole('button', { name: /Invoices 1001–1234/ }))
    await waitFor(() => expect(exportFile).toHaveBeenCalledWith({ issuedFrom: '2026-02-01', issuedTo: '2026-02-28', part: 3 }))
  })

  it('says so when the period holds no invoice, and offers no download', async () => {
    renderButton(0)
    const dialog = await openDialog()
    expect(await within(dialog).findByText('No invoices were issued in this period.')).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument()
  })

  it('speaks Chinese', async () => {
    await act(() => changeLanguage('zh-CN'))
    renderButton(3)
    await userEvent.setup().click(screen.getByRole('button', { name: /导出到 Xero/ }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('导出发票到 Xero')).toBeInTheDocument()
    expect(await within(dialog).findByText('此期间开具的发票：3 张。')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: /下载 CSV 文件/ })).toBeInTheDocument()
  })
})
