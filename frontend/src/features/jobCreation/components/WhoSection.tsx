import TeamOutlined from '@ant-design/icons/TeamOutlined'
import Col from 'antd/es/col'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import InputNumber from 'antd/es/input-number'
import Radio from 'antd/es/radio'
import Row from 'antd/es/row'
import Select from 'antd/es/select'
import { useTranslation } from 'react-i18next'

import { useDict } from '@/shared/dictionary/dictionary'
import { FormSection } from '@/shared/ui/FormSection'

import { JUSTIFICATION_MAX_LENGTH, MAX_TEACHERS } from '../lib/bookingForm'
import type { ProblemField } from '../lib/validation'
import type { FieldStatus } from './fieldProblems'

interface WhoSectionProps {
  genderChosen: boolean
  fieldStatus: (field: ProblemField) => FieldStatus
}

function numericOptions(options: { value: string; label: string }[]) {
  return options.map((option) => ({ value: Number(option.value), label: option.label }))
}

/** How many teachers, and what the booking asks of them. */
export function WhoSection({ genderChosen, fieldStatus }: WhoSectionProps) {
  const { t } = useTranslation()
  const qualification = useDict('qualification')
  const gender = useDict('gender')
  const ageGroup = useDict('age_group')
  const talentPool = useDict('talent_pool')

  return (
    <FormSection icon={<TeamOutlined aria-hidden />} title={t('jobCreation.who.title')}>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="numberOfTeachers" label={t('jobCreation.who.numberOfTeachers')} required>
            <InputNumber className="job-field--full" min={1} max={MAX_TEACHERS} precision={0} />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="qualification" label={t('jobCreation.who.qualification')} required>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              className="job-choice"
              options={numericOptions(qualification.options)}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="gender" label={t('jobCreation.who.gender')} required>
        <Radio.Group options={numericOptions(gender.options)} />
      </Form.Item>
      {genderChosen && (
        <Form.Item
          name="genderJustification"
          label={t('jobCreation.who.genderJustification')}
          required
          {...fieldStatus('genderJustification')}
        >
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 4 }}
            maxLength={JUSTIFICATION_MAX_LENGTH}
            showCount
            placeholder={t('jobCreation.who.genderJustificationPlaceholder')}
          />
        </Form.Item>
      )}
      <Row gutter={16}>
        <Col xs={24} md={10}>
          <Form.Item name="ageGroup" label={t('jobCreation.who.ageGroup')} required {...fieldStatus('ageGroup')}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={numericOptions(ageGroup.options)}
              loading={ageGroup.isPending}
              placeholder={t('jobCreation.who.ageGroupPlaceholder')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={14}>
          <Form.Item
            name="teacherTalentPool"
            label={t('jobCreation.who.talentPool')}
            required
            {...fieldStatus('teacherTalentPool')}
          >
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              className="job-choice"
              options={numericOptions(talentPool.options)}
            />
          </Form.Item>
        </Col>
      </Row>
    </FormSection>
  )
}
