import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined'
import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { FavouriteSearchPanel } from '@/features/favourites/components/FavouriteSearchPanel'
import { TeacherProfileDrawer } from '@/features/favourites/components/TeacherProfileDrawer'

/** Favourites Teacher (hidden from the menu): find teachers by name or registration number and add them. */
export default function FavouritesTeacherPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [profileId, setProfileId] = useState<number | null>(null)

  return (
    <Flex vertical gap={12}>
      <div>
        <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => navigate('/Favourites/index')}>
          {t('favourites.teacherPage.back')}
        </Button>
      </div>
      <FavouriteSearchPanel onOpenProfile={setProfileId} />
      <TeacherProfileDrawer teacherId={profileId} onClose={() => setProfileId(null)} />
    </Flex>
  )
}
