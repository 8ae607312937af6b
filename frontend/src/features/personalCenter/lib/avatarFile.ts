/** The avatar's limits (spec sections 5 and 9): a JPG or PNG of at most 1 MB. */
export const AVATAR_MAX_BYTES = 1_048_576
export const AVATAR_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png'

export type AvatarProblem = 'type' | 'size' | 'empty'

export type ImageKind = 'jpeg' | 'png'

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** What the first bytes of a file say it is: a JPEG, a PNG, or neither. */
export function sniffImage(header: Uint8Array): ImageKind | null {
  if (header.length >= 3 && header[0] === 0xff && header[1] === 0xd8 && header[2] === 0xff) return 'jpeg'
  if (header.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((byte, index) => header[index] === byte)) return 'png'
  return null
}

function kindOfName(name: string): ImageKind | null {
  const extension = name.toLowerCase().split('.').pop()
  if (extension === 'jpg' || extension === 'jpeg') return 'jpeg'
  if (extension === 'png') return 'png'
  return null
}

export interface AvatarCandidate {
  name: string
  size: number
  /** The file's first bytes (8 are enough). */
  header: Uint8Array
}

/**
 * Why a chosen file cannot be the avatar, or null: its name and its content
 * must both be a JPG or a PNG (a renamed document is refused before it is
 * sent), and it must hold at most 1 MB. The server checks again.
 */
export function avatarProblem({ name, size, header }: AvatarCandidate): AvatarProblem | null {
  if (size === 0) return 'empty'
  const named = kindOfName(name)
  const content = sniffImage(header)
  if (!named || !content || named !== content) return 'type'
  if (size > AVATAR_MAX_BYTES) return 'size'
  return null
}

/** The first bytes of a chosen file. */
export async function readHeader(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, PNG_SIGNATURE.length).arrayBuffer())
}

/** The server's refusals of an upload (files: 41501 empty, 41502 too large, 41503 and 41504 not a picture), by code. */
const SERVER_PROBLEMS: Record<number, AvatarProblem> = { 41501: 'empty', 41502: 'size', 41503: 'type', 41504: 'type' }

/** The server's refusal of an upload (its own code), as the same problems. */
export function avatarProblemOfRefusal(code: number): AvatarProblem | null {
  return SERVER_PROBLEMS[code] ?? null
}
