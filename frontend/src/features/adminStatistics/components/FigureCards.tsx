import Card from 'antd/es/card'
import Col from 'antd/es/col'
import Row from 'antd/es/row'
import Statistic from 'antd/es/statistic'
import Typography from 'antd/es/typography'

export interface Figure {
  key: string
  title: string
  value: string | number | undefined
  suffix?: string
}

/** A titled row of figure cards, one region for a screen reader. */
export function FigureCards({ title, figures, loading }: { title: string; figures: Figure[]; loading: boolean }) {
  return (
    <section aria-label={title}>
      <Typography.Title level={5}>{title}</Typography.Title>
      <Row gutter={[12, 12]}>
        {figures.map((figure) => (
          <Col key={figure.key} xs={12} md={8} xl={4}>
            <Card size="small">
              <Statistic
                title={figure.title}
                value={figure.value ?? '–'}
                suffix={figure.value === undefined ? undefined : figure.suffix}
                loading={loading}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  )
}
