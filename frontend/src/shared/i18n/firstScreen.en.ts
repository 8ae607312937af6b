import base from './locales/en.json'
import { merge, type Messages } from './messages'

/**
 * The first screen's en words (see messages.ts): the shared file, the apps'
 * own, and the features the sign-in pages and the teacher app's root show.
 * One chunk, loaded for the language in use before an app draws anything.
 */
const files = import.meta.glob<Messages>(
  [
    '../../apps/*/locales/en.json',
    '../../features/session/locales/en.json',
    '../../features/signup/locales/en.json',
    '../../features/passwordRecovery/locales/en.json',
    '../../features/appVersions/locales/en.json',
  ],
  { eager: true, import: 'default' },
)

export const messages: Messages = merge(base as Messages, files)
