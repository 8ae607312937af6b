import { useEffect } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'

import { PageLoading } from '../PageLoading'

/**
 * `/redirect/<path>` opens `<path>` again (with its query): a tag's "Reload"
 * passes through here so that the page is mounted afresh and reloads its data.
 */
export default function RedirectPage() {
  const navigate = useNavigate()
  const { '*': rest = '' } = useParams()
  const { search } = useLocation()

  useEffect(() => {
    void navigate(`/${rest}${search}`, { replace: true })
  }, [navigate, rest, search])

  return <PageLoading />
}
