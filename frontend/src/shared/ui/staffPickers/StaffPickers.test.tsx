import { QueryClientProvider } from '@tanstack/react-query'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { callsTo, envelope, serveApi } from '@/test/render'

import { createQueryClient } from '../../api/queryClient'
import type { Authority } from '../../authority/authority'
import { AuthorityProvider } from '../../authority/permission'
import { CentresPicker, TeacherPicker } from './StaffPickers'

function staff(permissions: string[]): Authority {
  return { userId: 2, name: 'Mere', email: 'mere@example.com', passwordIsDefault: false, level: 2, everyPermission: false, permissions, menus: [] }
}

function renderFilter(onFinish: (values: { teacherId?: number | null }) => void, permissions = ['teacher:list']) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <AuthorityProvider authority={staff(permissions)}>
          <Form name="jobs" onFinish={onFinish}>
            <Form.Item name="teacherId" label="Teacher">
              <TeacherPicker />
            </Form.Item>
            <Button htmlType="submit">Search</Button>
          </Form>
        </AuthorityProvider>
      </App>
    </QueryClientProvider>,
  )
}

const teachers = [
  { teacherId: 12, name: 'Aroha Ngata', email: 'aroha@example.com', region: 'Auckland' },
  { teacherId: 13, name: 'Ben Taylor', email: null, region: 'Wellington' },
]

describe('TeacherPicker', () => {
  it('is named by its form label, searches on the server and gives the form the chosen teacher’s ID', async () => {
    const fetchMock = serveApi((path, body) => {
      if (path !== 'admin/teacher/list') return envelope(1003, null, 'not served')
      const keyword = ((body as { keyword: string | null }).keyword ?? '').toLowerCase()
      const found = teachers.filter((teacher) => teacher.name.toLowerCase().includes(keyword))
      return envelope(0, { list: found, total: found.length })
    })
    const onFinish = vi.fn()
    renderFilter(onFinish)
    const user = userEvent.setup()
    await user.type(screen.getByRole('combobox', { name: 'Teacher' }), 'aro')
    await waitFor(() => expect(callsTo(fetchMock, 'admin/teacher/list').at(-1)).toEqual({ pageNo: 1, pageSize: 20, keyword: 'aro' }))
    const found = await screen.findAllByTitle('Aroha Ngata')
    await user.click(found.find((element) => element.classList.contains('ant-select-item-option')) ?? (found[0] as HTMLElement))
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ teacherId: 12 }))
  })

  it('asks nothing of a staff member who may not list teachers', async () => {
    const fetchMock = serveApi(() => envelope(1002, null, 'no'))
    renderFilter(vi.fn(), [])
    await userEvent.setup().type(screen.getByRole('combobox', { name: 'Teacher' }), 'aro')
    expect(await screen.findByText('No match')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'admin/teacher/list')).toEqual([])
  })
})

describe('CentresPicker', () => {
  const centres = [
    { centreId: 3, name: 'Kowhai Kids Centre', suburb: 'Henderson', city: 'Auckland', region: 'Auckland' },
    { centreId: 4, name: 'Rimu Early Learning', suburb: 'Te Aro', city: 'Wellington', region: 'Wellington' },
  ]

  it('gives the form every centre chosen across searches, each named', async () => {
    serveApi((path, body) => {
      if (path !== 'admin/centre/list') return envelope(1003, null, 'not served')
      const keyword = ((body as { keyword: string | null }).keyword ?? '').toLowerCase()
      const found = centres.filter((centre) => centre.name.toLowerCase().includes(keyword))
      return envelope(0, { list: found, total: found.length })
    })
    const onFinish = vi.fn()
    render(
      <QueryClientProvider client={createQueryClient()}>
        <App>
          <AuthorityProvider authority={staff(['centre:list'])}>
            <Form name="issue" onFinish={onFinish}>
              <Form.Item name="centreIds" label="Centres">
                <CentresPicker />
              </Form.Item>
              <Button htmlType="submit">Issue</Button>
            </Form>
          </AuthorityProvider>
        </App>
      </QueryClientProvider>,
    )
    const user = userEvent.setup()
    const picker = screen.getByRole('combobox', { name: 'Centres' })
    const choose = async (keyword: string, name: string) => {
      await user.type(picker, keyword)
      const found = await screen.findAllByTitle(name)
      await user.click(found.find((element) => element.classList.contains('ant-select-item-option')) ?? (found[0] as HTMLElement))
    }
    await choose('kowhai', 'Kowhai Kids Centre')
    await choose('rimu', 'Rimu Early Learning')
    await user.click(screen.getByRole('button', { name: 'Issue' }))
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ centreIds: [3, 4] }))
    // The first stays named though the last search did not find it.
    expect(screen.getAllByTitle('Kowhai Kids Centre').length).toBeGreaterThan(0)
  })
})
