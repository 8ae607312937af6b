import Button from 'antd/es/button'
import Form, { type FormProps } from 'antd/es/form'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface StepFormProps<Values> extends FormProps<Values> {
  children: ReactNode
}

/**
 * A sign-up step's form: large fields, labels above them, no required marks
 * (unless the step says otherwise), and the Next button that saves the step
 * and goes on.
 */
export function StepForm<Values>({ children, ...props }: StepFormProps<Values>) {
  const { t } = useTranslation()
  return (
    <Form<Values> layout="vertical" size="large" requiredMark={false} {...props}>
      {children}
      <Button type="primary" size="large" htmlType="submit" block>
        {t('signup.next')}
      </Button>
    </Form>
  )
}
