import SendOutlined from '@ant-design/icons/SendOutlined'
import Form from 'antd/es/form'
import Radio from 'antd/es/radio'
import Switch from 'antd/es/switch'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'

import { useDict } from '@/shared/dictionary/dictionary'
import { FormSection } from '@/shared/ui/FormSection'

import type { FavouritePicker as PickerAnswer } from '../api/favouritePicker'
import { BookingType, InviteType } from '../lib/bookingForm'
import type { ProblemField } from '../lib/validation'
import type { FieldStatus } from './fieldProblems'
import { FavouritePicker } from './FavouritePicker'

interface InviteSectionProps {
  bookingType: BookingType
  inviteType: InviteType
  wanted: number
  picker: {
    data: PickerAnswer | undefined
    ready: boolean
    loading: boolean
    failed: boolean
  }
  fieldStatus: (field: ProblemField) => FieldStatus
}

/** Public or favourite invites, how far they reach, and whether interested teachers are booked at once. */
export function InviteSection({ bookingType, inviteType, wanted, picker, fieldStatus }: InviteSectionProps) {
  const { t } = useTranslation()
  const inviteRange = useDict('invite_range')
  const standard = bookingType === BookingType.standard

  return (
    <FormSection icon={<SendOutlined aria-hidden />} title={t('jobCreation.invite.title')}>
      <Form.Item
        name="inviteType"
        label={t('jobCreation.invite.inviteType')}
        required
        extra={standard ? t('jobCreation.invite.favouriteMultiDayOnly') : undefined}
        {...fieldStatus('inviteType')}
      >
        <Radio.Group className="invite-type">
          <Radio value={InviteType.public} className="invite-type__option">
            <span className="invite-type__label">{t('jobCreation.invite.public')}</span>
            <Typography.Text type="secondary" className="invite-type__hint">
              {t('jobCreation.invite.publicHint')}
            </Typography.Text>
          </Radio>
          <Radio value={InviteType.favourite} disabled={standard} className="invite-type__option">
            <span className="invite-type__label">{t('jobCreation.invite.favourite')}</span>
            <Typography.Text type="secondary" className="invite-type__hint">
              {t('jobCreation.invite.favouriteHint')}
            </Typography.Text>
          </Radio>
        </Radio.Group>
      </Form.Item>

      {inviteType === InviteType.favourite && !standard && (
        <Form.Item
          name="favouriteTeacherIds"
          label={t('jobCreation.favourites.title')}
          required
          {...fieldStatus('favouriteTeacherIds')}
        >
          <FavouritePicker
            picker={picker.data}
            ready={picker.ready}
            loading={picker.loading}
            failed={picker.failed}
            wanted={wanted}
          />
        </Form.Item>
      )}

      <Form.Item name="inviteRange" label={t('jobCreation.invite.inviteRange')} extra={t('jobCreation.invite.inviteRangeHint')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={inviteRange.options.map((option) => ({ value: Number(option.value), label: option.label }))}
        />
      </Form.Item>

      <Form.Item
        name="autoConfirm"
        label={t('jobCreation.invite.autoConfirm')}
        valuePropName="checked"
        extra={t('jobCreation.invite.autoConfirmHint')}
      >
        <Switch />
      </Form.Item>
    </FormSection>
  )
}
