import base from './locales/zh-CN.json'
import { merge, type Messages } from './messages'

/**
 * The first screen's zh-CN words (see messages.ts): the shared file, the apps'
 * own, and the features the sign-in pages and the teacher app's root show.
 * One chunk, loaded for the language in use before an app draws anything.
 */
const files = import.meta.glob<Messages>(
  [
    '../../apps/*/locales/zh-CN.json',
    '../../features/session/locales/zh-CN.json',
    '../../features/signup/locales/zh-CN.json',
    '../../features/passwordRecovery/locales/zh-CN.json',
    '../../features/appVersions/locales/zh-CN.json',
  ],
  { eager: true, import: 'default' },
)

export const messages: Messages = merge(base as Messages, files)
