import type { Rule as FormRule } from 'antd/es/form'
import type { TFunction } from 'i18next'

import { isEmail, isGstNumber, isNameLength, isNzMobile, isSixDigitCode, isStrongPassword } from '@/shared/lib/validators'

/**
 * Ant Design form rules built from the pure validators, worded in the
 * interface language. An empty field passes these rules; a `required` rule
 * beside them asks for it.
 */

/** The field's text must pass `test` (a truthy answer: a check, or the value it reads). */
export function checkRule(test: (text: string) => unknown, message: string): FormRule {
  return {
    validator: async (_, value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '') return
      if (!test(value)) throw new Error(message)
    },
  }
}

export function emailRule(t: TFunction): FormRule {
  return checkRule(isEmail, t('accountForms.rules.email'))
}

export function nzMobileRule(t: TFunction): FormRule {
  return checkRule(isNzMobile, t('accountForms.rules.nzMobile'))
}

export function nameLengthRule(t: TFunction): FormRule {
  return checkRule(isNameLength, t('accountForms.rules.nameLength'))
}

export function gstNumberRule(t: TFunction): FormRule {
  return checkRule(isGstNumber, t('accountForms.rules.gstNumber'))
}

export function strongPasswordRule(t: TFunction): FormRule {
  return {
    validator: async (_, value: unknown) => {
      if (typeof value !== 'string' || value === '') return
      if (!isStrongPassword(value)) throw new Error(t('accountForms.rules.password'))
    },
  }
}

export function sixDigitCodeRule(t: TFunction): FormRule {
  return checkRule(isSixDigitCode, t('accountForms.rules.code'))
}

/** The confirmation must equal the field `passwordField` (spec section 5). */
export function samePasswordRule(t: TFunction, passwordField: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_, value: unknown) => {
      if (typeof value !== 'string' || value === '') return
      if (value !== getFieldValue(passwordField)) throw new Error(t('accountForms.rules.passwordsDiffer'))
    },
  })
}

export function requiredRule(message: string): FormRule {
  return { required: true, whitespace: true, message }
}
