import type { ReactNode } from 'react'

/**
 * The graphical captcha as a form of the account screens receives it: the
 * image's uuid, a way to load a new image, and the field itself (named
 * `captcha`), drawn with the callback that clears and reloads it. The app
 * wires the session feature's captcha into the forms that need one.
 */
export interface CaptchaSlot {
  uuid: string | undefined
  reload: () => void
  render: (onRefresh: () => void) => ReactNode
}
