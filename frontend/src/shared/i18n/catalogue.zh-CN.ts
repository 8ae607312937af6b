import type { Messages } from './messages'
import { merge } from './messages'

/**
 * Every zh-CN translation the first screen does not need (see messages.ts),
 * and the refusals' wording: one chunk, loaded when the language is in use
 * and a page beyond the sign-in is opened.
 */
const files = import.meta.glob<Messages>(
  [
    '../../features/*/locales/zh-CN.json',
    '../ui/*/locales/zh-CN.json',
    '!../../features/session/locales/zh-CN.json',
    '!../../features/signup/locales/zh-CN.json',
    '!../../features/passwordRecovery/locales/zh-CN.json',
    '!../../features/appVersions/locales/zh-CN.json',
  ],
  { eager: true, import: 'default' },
)

export const messages: Messages = merge({}, files)

export { default as refusals } from '../refusals/zh-CN.json'
