import Flex from 'antd/es/flex'
import Spin from 'antd/es/spin'

interface PageLoadingProps {
  /** Fill the whole window rather than the content area. */
  fullscreen?: boolean
}

export function PageLoading({ fullscreen = false }: PageLoadingProps) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: fullscreen ? '100vh' : 240 }}>
      <Spin size="large" />
    </Flex>
  )
}
