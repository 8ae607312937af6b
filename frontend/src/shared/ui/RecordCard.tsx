import Card from 'antd/es/card'
import Descriptions from 'antd/es/descriptions'
import Flex from 'antd/es/flex'

import { type CardLayout, cellContent } from './cardColumns'

interface RecordCardProps<Row> {
  row: Row
  index: number
  layout: CardLayout<Row>
  className?: string
}

/**
 * One row of a table as a card, for narrow screens: the title column as its
 * title, a status in the corner, the other columns as labelled facts, and the
 * row's actions at its foot, in reach without scrolling sideways.
 */
export function RecordCard<Row>({ row, index, layout, className }: RecordCardProps<Row>) {
  const cell = (column: CardLayout<Row>['title']) => (column ? cellContent(column, row, index) : undefined)
  const actions = cell(layout.actions)
  return (
    <Card
      size="small"
      className={className ? `record-card ${className}` : 'record-card'}
      title={cell(layout.title)}
      extra={cell(layout.extra)}
    >
      <Flex vertical gap={8}>
        {layout.leads.map((column) => (
          <div key={column.key}>{cellContent(column, row, index)}</div>
        ))}
        {layout.facts.length > 0 && (
          <Descriptions
            size="small"
            layout="vertical"
            colon={false}
            column={2}
            className="record-card__facts"
            items={layout.facts.map((column) => ({
              key: column.key,
              label: column.title,
              children: cellContent(column, row, index),
            }))}
          />
        )}
        {actions !== undefined && actions !== null && actions !== false && (
          <Flex justify="flex-end" className="record-card__actions">
            {actions}
          </Flex>
        )}
      </Flex>
    </Card>
  )
}
