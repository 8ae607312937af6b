import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'

import { type StatusTable, statusColour, statusName } from '../lib/deskView'

/** A status of a list's table, worded and coloured. */
export function StatusTag({ table, status }: { table: StatusTable; status: number }) {
  const { t } = useTranslation()
  const name = statusName(table, status)
  return (
    <Tag color={statusColour(name)} variant="filled">
      {name ? t(`adminBookings.status.${name}`) : t('adminBookings.status.unknown', { code: status })}
    </Tag>
  )
}
