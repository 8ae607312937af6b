import { useInfiniteQuery } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { PagedList } from './PagedList'

interface Page {
  list: string[]
  pageNo: number
  last: boolean
}

type Serve = (pageNo: number) => Promise<Page>

/** Answers page n with the n-th entry: a page, an Error (that page fails once, then holds the letter a) or 'never'. */
function serving(pages: (Page | Error | 'never')[]): Serve {
  return (pageNo) => {
    const page = pages[pageNo - 1]
    if (page === 'never') return new Promise<Page>(() => {})
    if (page instanceof Error) {
      pages[pageNo - 1] = { list: ['a'], pageNo, last: true }
      return Promise.reject(page)
    }
    if (page === undefined) return Promise.reject(new Error(`no page ${pageNo}`))
    return Promise.resolve(page)
  }
}

function Letters({ serve, extra }: { serve: Serve; extra?: string }) {
  const list = useInfiniteQuery({
    queryKey: ['letters'],
    queryFn: ({ pageParam }) => serve(pageParam),
    initialPageParam: 1,
    getNextPageParam: (page: Page) => (page.last ? undefined : page.pageNo + 1),
  })
  return (
    <PagedList
      list={list}
      failedText="The letters could not be loaded"
      emptyText="No letters yet"
      moreText="More letters"
      renderItems={(letters) => letters.map((letter) => <p key={letter}>Letter {letter}</p>)}
      extra={extra && <aside>{extra}</aside>}
    />
  )
}

describe('PagedList', () => {
  it('shows placeholders while the first page loads', () => {
    const { container } = renderWithProviders(<Letters serve={serving(['never'])} />)
    expect(container.querySelectorAll('.teacher-skeleton')).toHaveLength(2)
    expect(screen.queryByText('No letters yet')).not.toBeInTheDocument()
  })

  it('offers a retry when the first page fails, and then shows the list', async () => {
    renderWithProviders(<Letters serve={serving([new Error('down')])} extra="Leave dialog" />)
    expect(await screen.findByText('The letters could not be loaded')).toBeInTheDocument()
    expect(screen.queryByText('Leave dialog')).not.toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Letter a')).toBeInTheDocument()
    expect(screen.getByText('Leave dialog')).toBeInTheDocument()
  })

  it('says when there is nothing, and still shows what goes with the list', async () => {
    renderWithProviders(<Letters serve={serving([{ list: [], pageNo: 1, last: true }])} extra="Leave dialog" />)
    expect(await screen.findByText('No letters yet')).toBeInTheDocument()
    expect(screen.getByText('Leave dialog')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'More letters' })).not.toBeInTheDocument()
  })

  it('loads the next page on request until the last one', async () => {
    renderWithProviders(
      <Letters
        serve={serving([
          { list: ['a', 'b'], pageNo: 1, last: false },
          { list: ['c'], pageNo: 2, last: true },
        ])}
      />,
    )
    expect(await screen.findByText('Letter b')).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'More letters' }))
    expect(await screen.findByText('Letter c')).toBeInTheDocument()
    expect(screen.getByText('Letter a')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('button', { name: 'More letters' })).not.toBeInTheDocument())
  })
})
