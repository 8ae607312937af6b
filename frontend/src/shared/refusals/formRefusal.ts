import { isApiError } from '../api/ApiError'
import { i18n } from '../i18n'
import { refusalOf } from '.'

/** How a form shows a refused call: on the field the refusal names, when the form has it, else above the buttons. */
export interface FormRefusal<Field extends string = string> {
  /** A field of the form the refusal concerns, or null. */
  field: Field | null
  /** The refusal in the interface language (the request layer words it by code). */
  text: string
  /** The refusal's own code. */
  code: number | null
}

/** The refusal of a silent call made by a form with these fields. */
export function formRefusal<Field extends string>(error: unknown, fields: readonly Field[]): FormRefusal<Field> {
  if (!isApiError(error)) return { field: null, text: i18n.t('request.failed'), code: null }
  const refusal = refusalOf(error.code, error.data)
  const field = fields.find((candidate) => candidate === refusal.field) ?? null
  return { field, text: error.msg || i18n.t('request.failed'), code: error.kind === 'refusal' ? refusal.code : null }
}
