import HeartFilled from '@ant-design/icons/HeartFilled'
import HeartOutlined from '@ant-design/icons/HeartOutlined'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Popconfirm from 'antd/es/popconfirm'
import type { ButtonProps } from 'antd/es/button'
import { useTranslation } from 'react-i18next'

import { useAddFavourite } from '../api/addFavourite'
import { useRemoveFavourite } from '../api/removeFavourite'
import { fullName } from '../lib/teacherLabels'

interface FavouriteToggleProps {
  teacher: { teacherId: number; firstName: string; lastName: string }
  isFavourite: boolean
  /** A blocked teacher must be unblocked before becoming a favourite. */
  isBlocked?: boolean
  size?: ButtonProps['size']
  /** Runs after the change is saved (pages refresh their own lists). */
  onChanged?: () => void
}

/** "Add to favourites", or "Remove" behind a confirmation. */
export function FavouriteToggle({ teacher, isFavourite, isBlocked = false, size, onChanged }: FavouriteToggleProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const add = useAddFavourite()
  const remove = useRemoveFavourite()
  const name = fullName(teacher)

  if (isFavourite) {
    return (
      <Popconfirm
        title={t('favourites.removeTitle')}
        description={t('favourites.removeConfirm', { name })}
        okText={t('favourites.remove')}
        okButtonProps={{ danger: true }}
        cancelText={t('favourites.cancel')}
        onConfirm={() =>
          remove.mutateAsync(teacher.teacherId).then(() => {
            void message.success(t('favourites.removed', { name }))
            onChanged?.()
          })
        }
      >
        <Button size={size} icon={<HeartFilled className="favourite-heart" />} loading={remove.isPending}>
          {t('favourites.remove')}
        </Button>
      </Popconfirm>
    )
  }
  return (
    <Button
      size={size}
      type="primary"
      ghost
      icon={<HeartOutlined />}
      disabled={isBlocked}
      title={isBlocked ? t('favourites.blockedCannotAdd') : undefined}
      loading={add.isPending}
      onClick={() =>
        add.mutate(teacher.teacherId, {
          onSuccess: () => {
            void message.success(t('favourites.added', { name }))
            onChanged?.()
          },
        })
      }
    >
      {t('favourites.add')}
    </Button>
  )
}
