import CameraOutlined from '@ant-design/icons/CameraOutlined'
import MailOutlined from '@ant-design/icons/MailOutlined'
import MobileOutlined from '@ant-design/icons/MobileOutlined'
import UserOutlined from '@ant-design/icons/UserOutlined'
import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Avatar from 'antd/es/avatar'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Flex from 'antd/es/flex'
import Typography from 'antd/es/typography'
import Upload from 'antd/es/upload'
import type { UploadProps } from 'antd/es/upload'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { isApiError } from '@/shared/api/ApiError'
import { refusalOf } from '@/shared/refusals'
import { formatNzMobile } from '@/shared/lib/validators'

import type { CentreProfile } from '../api/centreProfile'
import { useUploadAvatar } from '../api/uploadAvatar'
import { AVATAR_ACCEPT, type AvatarProblem, avatarProblem, avatarProblemOfRefusal, readHeader } from '../lib/avatarFile'

const PROBLEM_KEYS: Record<AvatarProblem, string> = {
  type: 'personalCenter.avatar.wrongType',
  size: 'personalCenter.avatar.tooLarge',
  empty: 'personalCenter.avatar.empty',
}

/** The centre at a glance, and its avatar: a JPG or PNG of at most 1 MB, checked before it is sent. */
export function AvatarCard({ profile }: { profile: CentreProfile }) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const upload = useUploadAvatar()
  const [problem, setProblem] = useState<string | null>(null)

  const beforeUpload: UploadProps['beforeUpload'] = async (file) => {
    setProblem(null)
    const found = avatarProblem({ name: file.name, size: file.size, header: await readHeader(file) })
    if (found) {
      setProblem(t(PROBLEM_KEYS[found]))
      return Upload.LIST_IGNORE
    }
    return true
  }

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    if (typeof file === 'string') return
    upload.mutate(file, {
      onSuccess: (answer) => {
        onSuccess?.(answer)
        void message.success(t('personalCenter.avatar.saved'))
      },
      onError: (error) => {
        const text = isApiError(error) ? error.msg : ''
        const known = isApiError(error) ? avatarProblemOfRefusal(refusalOf(error.code, error.data).code) : null
        setProblem(known ? t(PROBLEM_KEYS[known]) : text || t('request.failed'))
        onError?.(error instanceof Error ? error : new Error(text))
      },
    })
  }

  return (
    <Card className="profile-card">
      <Flex vertical align="center" gap={12}>
        <span className="profile-avatar">
          <Avatar size={96} src={profile.avatarUrl || undefined} icon={<UserOutlined />} alt={t('personalCenter.avatar.alt')} />
        </span>
        <Typography.Title level={4} className="profile-card__name">
          {profile.name}
        </Typography.Title>
        <Upload
          accept={AVATAR_ACCEPT}
          showUploadList={false}
          maxCount={1}
          beforeUpload={beforeUpload}
          customRequest={customRequest}
          disabled={upload.isPending}
        >
          <Button icon={<CameraOutlined />} loading={upload.isPending}>
            {t('personalCenter.avatar.upload')}
          </Button>
        </Upload>
        <Typography.Text type="secondary" className="profile-card__hint">
          {t('personalCenter.avatar.hint')}
        </Typography.Text>
        {problem && (
          <Alert
            className="profile-card__problem"
            type="error"
            showIcon
            title={problem}
            closable={{ onClose: () => setProblem(null) }}
          />
        )}
      </Flex>
      <ul className="profile-card__facts">
        <li>
          <MailOutlined /> <Typography.Text copyable>{profile.email}</Typography.Text>
        </li>
        <li>
          <MobileOutlined /> <Typography.Text>{profile.phone ? formatNzMobile(profile.phone) : t('personalCenter.notGiven')}</Typography.Text>
        </li>
        <li>
          <UserOutlined /> <Typography.Text>{profile.contactPerson || t('personalCenter.notGiven')}</Typography.Text>
        </li>
      </ul>
    </Card>
  )
}
