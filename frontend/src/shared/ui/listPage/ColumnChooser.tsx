import TableOutlined from '@ant-design/icons/TableOutlined'
import Button from 'antd/es/button'
import Checkbox from 'antd/es/checkbox'
import Divider from 'antd/es/divider'
import Flex from 'antd/es/flex'
import Popover from 'antd/es/popover'
import Tooltip from 'antd/es/tooltip'
import { useTranslation } from 'react-i18next'

import { type ColumnChoice, isShown, type ListColumn } from './columns'

interface ColumnChooserProps<Row> {
  columns: readonly ListColumn<Row>[]
  choice: ColumnChoice
  onChoose: (key: string, shown: boolean) => void
  onReset: () => void
}

/** Which columns the list shows (and exports): one tick per column, remembered per list. */
export function ColumnChooser<Row>({ columns, choice, onChoose, onReset }: ColumnChooserProps<Row>) {
  const { t } = useTranslation()
  const choosable = columns.filter((column) => !column.actions)
  const shownCount = choosable.filter((column) => isShown(column, choice)).length

  const content = (
    <Flex vertical gap={6} role="group" aria-label={t('listPage.columns.title')}>
      {choosable.map((column) => {
        const shown = isShown(column, choice)
        return (
          <Checkbox
            key={column.key}
            checked={shown}
            // The last column shown stays: a list of no columns shows nothing.
            disabled={shown && shownCount === 1}
            onChange={(event) => onChoose(column.key, event.target.checked)}
          >
            {column.title}
          </Checkbox>
        )
      })}
      <Divider style={{ margin: '4px 0' }} />
      <Button type="link" size="small" onClick={onReset} style={{ alignSelf: 'flex-start', padding: 0 }}>
        {t('listPage.columns.reset')}
      </Button>
    </Flex>
  )

  return (
    <Popover trigger="click" placement="bottomRight" title={t('listPage.columns.title')} content={content}>
      <Tooltip title={t('listPage.columns.title')}>
        <Button icon={<TableOutlined />} aria-label={t('listPage.columns.title')} />
      </Tooltip>
    </Popover>
  )
}
