import UserAddOutlined from '@ant-design/icons/UserAddOutlined'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Tabs from 'antd/es/tabs'
import Typography from 'antd/es/typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'

import type { FavouriteItem } from '@/features/favourites/api/favouriteList'
import { BlockedTable } from '@/features/favourites/components/BlockedTable'
import { BlockTeacherDialog } from '@/features/favourites/components/BlockTeacherDialog'
import { FavouritesTable } from '@/features/favourites/components/FavouritesTable'
import { TeacherProfileDrawer } from '@/features/favourites/components/TeacherProfileDrawer'

const SEARCH_PAGE = '/job/favouritesTeacher'

type FavouritesTab = 'favourites' | 'blocked'

/** Favourites: the centre's favourite teachers and the teachers it blocked. */
export default function FavouritesPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const tab: FavouritesTab = params.get('tab') === 'blocked' ? 'blocked' : 'favourites'
  const [profileId, setProfileId] = useState<number | null>(null)
  const [blocking, setBlocking] = useState<FavouriteItem | null>(null)

  const addButton = (
    <Button type="primary" icon={<UserAddOutlined />} onClick={() => navigate(SEARCH_PAGE)}>
      {t('favourites.page.addTeacher')}
    </Button>
  )

  return (
    <>
      <Card variant="borderless" title={t('favourites.page.title')} extra={addButton}>
        <Typography.Paragraph type="secondary">{t('favourites.page.intro')}</Typography.Paragraph>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(key === 'blocked' ? { tab: 'blocked' } : {}, { replace: true })}
          items={[
            {
              key: 'favourites',
              label: t('favourites.page.tabFavourites'),
              children: (
                <FavouritesTable
                  onOpenProfile={setProfileId}
                  onBlock={setBlocking}
                  emptyAction={
                    <Button onClick={() => navigate(SEARCH_PAGE)}>{t('favourites.page.findTeachers')}</Button>
                  }
                />
              ),
            },
            {
              key: 'blocked',
              label: t('favourites.page.tabBlocked'),
              children: <BlockedTable onOpenProfile={setProfileId} />,
            },
          ]}
        />
      </Card>
      <TeacherProfileDrawer teacherId={profileId} onClose={() => setProfileId(null)} />
      <BlockTeacherDialog teacher={blocking} onClose={() => setBlocking(null)} />
    </>
  )
}
