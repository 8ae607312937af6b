import type { Messages } from './messages'
import { merge } from './messages'

/**
 * Every en translation the first screen does not need (see messages.ts),
 * and the refusals' wording: one chunk, loaded when the language is in use
 * and a page beyond the sign-in is opened.
 */
const files = import.meta.glob<Messages>(
  [
    '../../features/*/locales/en.json',
    '../ui/*/locales/en.json',
    '!../../features/session/locales/en.json',
    '!../../features/signup/locales/en.json',
    '!../../features/passwordRecovery/locales/en.json',
    '!../../features/appVersions/locales/en.json',
  ],
  { eager: true, import: 'default' },
)

export const messages: Messages = merge({}, files)

export { default as refusals } from '../refusals/en.json'
