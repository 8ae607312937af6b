import UnlockOutlined from '@ant-design/icons/UnlockOutlined'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Popconfirm from 'antd/es/popconfirm'
import type { ButtonProps } from 'antd/es/button'
import { useTranslation } from 'react-i18next'

import { useUnblockTeacher } from '../api/unblockTeacher'
import { fullName } from '../lib/teacherLabels'

interface UnblockButtonProps {
  teacher: { teacherId: number; firstName: string; lastName: string }
  size?: ButtonProps['size']
  onChanged?: () => void
}

/** Lifts a block, after a confirmation. */
export function UnblockButton({ teacher, size, onChanged }: UnblockButtonProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const unblock = useUnblockTeacher()
  const name = fullName(teacher)
  return (
    <Popconfirm
      title={t('favourites.unblockTitle')}
      description={t('favourites.unblockConfirm', { name })}
      okText={t('favourites.unblock')}
      cancelText={t('favourites.cancel')}
      onConfirm={() =>
        unblock.mutateAsync(teacher.teacherId).then(() => {
          void message.success(t('favourites.unblocked', { name }))
          onChanged?.()
        })
      }
    >
      <Button size={size} icon={<UnlockOutlined />} loading={unblock.isPending}>
        {t('favourites.unblock')}
      </Button>
    </Popconfirm>
  )
}
