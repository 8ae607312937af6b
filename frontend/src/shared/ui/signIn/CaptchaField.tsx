import './captcha.css'

import ReloadOutlined from '@ant-design/icons/ReloadOutlined'
import SafetyOutlined from '@ant-design/icons/SafetyOutlined'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Spin from 'antd/es/spin'
import { useTranslation } from 'react-i18next'

import type { CaptchaImage } from './captchaImage'

interface CaptchaFieldProps {
  image: CaptchaImage | undefined
  loading: boolean
  onRefresh: () => void
  /** The app's class for the image button (each app styles it); its reload mark gets `<class>__reload`. */
  imageClassName: string
  /** `off` where phone keyboards would capitalise the first character. */
  autoCapitalize?: 'off'
}

/** The verification code input with its image; clicking (tapping) the image loads a new one. */
export function CaptchaField({ image, loading, onRefresh, imageClassName, autoCapitalize }: CaptchaFieldProps) {
  const { t } = useTranslation()
  return (
    <Form.Item label={t('login.captcha')} required>
      <Flex gap={8} align="flex-start">
        <Form.Item
          name="captcha"
          noStyle
          rules={[{ required: true, whitespace: true, message: t('login.captchaRequired') }]}
        >
          <Input
            prefix={<SafetyOutlined />}
            placeholder={t('login.captchaHint')}
            autoComplete="off"
            autoCapitalize={autoCapitalize}
            maxLength={8}
            aria-label={t('login.captcha')}
          />
        </Form.Item>
        <button
          type="button"
          className={imageClassName}
          onClick={onRefresh}
          title={t('login.captchaRefresh')}
          aria-label={t('login.captchaRefresh')}
        >
          {loading || !image ? (
            <Spin size="small" />
          ) : (
            <img src={image.img} alt={t('login.captchaImage')} />
          )}
          <ReloadOutlined className={`${imageClassName}__reload`} aria-hidden />
        </button>
      </Flex>
    </Form.Item>
  )
}
