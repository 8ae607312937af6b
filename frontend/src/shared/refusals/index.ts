/**
 * The server's refusals worded in the interface's language, by code.
 *
 * Every refusal has a code of its own (docs/api.md, "Refusals by code"): the
 * envelope's `rtn_data.code` when the refusal has one, else its `rtn_code`.
 * `rtn_data.field` names the request field it concerns and `rtn_data.values`
 * the values of its message. `codes.json` is the server's list
 * (`make api-types`); `en.json` and `zh-CN.json` word each code, with the same
 * `{name}` values. They come with the language's catalogue of words
 * (shared/i18n, `loadCatalogue`); until it has arrived (on a sign-in page) a
 * refusal is worded by the server, in the same language (`rtn_msg`).
 */
import { currentLanguage, i18n, type Language, REFUSALS_NAMESPACE } from '@/shared/i18n'

export type RefusalValues = Record<string, string | number>

export interface Refusal {
  code: number
  /** The request field the refusal concerns, if one. */
  field: string | null
  values: RefusalValues
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function valuesOf(value: unknown): RefusalValues {
  if (!isRecord(value)) return {}
  const values: RefusalValues = {}
  for (const [name, item] of Object.entries(value)) {
    if (typeof item === 'string' || typeof item === 'number') values[name] = item
  }
  return values
}

/** The refusal an answer's `rtn_code` and `rtn_data` name. */
export function refusalOf(rtnCode: number, rtnData: unknown): Refusal {
  const data = isRecord(rtnData) ? rtnData : {}
  return {
    code: typeof data.code === 'number' ? data.code : rtnCode,
    field: typeof data.field === 'string' ? data.field : null,
    values: valuesOf(data.values),
  }
}

/** A catalogue's template with its `{name}` values filled in. */
export function fillValues(template: string, values: RefusalValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/** The refusal in `language`, or null when the catalogue does not know its code. */
export function refusalText(refusal: Refusal, language: Language = currentLanguage()): string | null {
  const template: unknown = i18n.getResource(language, REFUSALS_NAMESPACE, String(refusal.code))
  return typeof template === 'string' ? fillValues(template, refusal.values) : null
}
