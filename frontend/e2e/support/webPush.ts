import { createDecipheriv, createECDH, createPublicKey, type ECDH, hkdfSync, randomBytes, verify } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Web Push as a browser and its push service see it, for the browser tests:
 * a push service of the test's own on this machine that keeps every push the
 * platform sends it, a browser's subscription keys, the VAPID signature of a
 * push (RFC 8292) and its decryption (RFC 8291, with the aes128gcm content
 * coding of RFC 8188).
 */

/** One request the push service was sent. */
export interface ReceivedPush {
  path: string
  headers: IncomingHttpHeaders
  body: Buffer
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * A push service (RFC 8030) on 127.0.0.1: it keeps each push POSTed to it and
 * answers 201 Created, or the status set for the push's path (`answer`).
 */
export class PushService {
  readonly received: ReceivedPush[] = []
  private readonly statuses = new Map<string, number>()
  private readonly server: Server = createServer((request, response) => void this.take(request, response))

  private constructor() {}

  static async start(): Promise<PushService> {
    const service = new PushService()
    await new Promise<void>((resolve) => service.server.listen(0, '127.0.0.1', resolve))
    return service
  }

  /** http://127.0.0.1:<port> */
  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  private async take(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request)
    const path = request.url ?? '/'
    if (request.method !== 'POST') {
      response.writeHead(405).end()
      return
    }
    this.received.push({ path, headers: request.headers, body })
    response.writeHead(this.statuses.get(path) ?? 201, { Location: `${path}/message` }).end()
  }

  /** A subscription's address at this push service. */
  endpoint(name: string): string {
    return `${this.origin}/push/${name}`
  }

  /** Answers every later push to `endpoint` with `status` (410: the subscription is gone). */
  answer(endpoint: string, status: number): void {
    this.statuses.set(new URL(endpoint).pathname, status)
  }

  /** The pushes sent to `endpoint`, oldest first. */
  pushesTo(endpoint: string): ReceivedPush[] {
    const path = new URL(endpoint).pathname
    return this.received.filter((push) => push.path === path)
  }

  close(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.closeAllConnections()
      this.server.close((error) => (error ? reject(error) : resolve()))
    })
  }
}

function base64url(data: Uint8Array): string {
  return Buffer.from(data).toString('base64url')
}

/** A browser's side of a subscription: its P-256 key pair and its 16-byte authentication secret. */
export interface BrowserKeys {
  ecdh: ECDH
  /** The public key, an uncompressed point of 65 bytes. */
  publicKey: Buffer
  auth: Buffer
}

/** The keys a subscription carries, as `PushSubscription.toJSON()` gives them. */
export interface SubscriptionJson {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1')
  const publicKey = ecdh.generateKeys()
  return { ecdh, publicKey, auth: randomBytes(16) }
}

export function subscriptionJson(endpoint: string, keys: BrowserKeys): SubscriptionJson {
  return { endpoint, keys: { p256dh: base64url(keys.publicKey), auth: base64url(keys.auth) } }
}

/** A push's VAPID signature as its `Authorization: vapid t=<JWT>, k=<key>` header gives it. */
export interface VapidSignature {
  /** The signer's public key (base64url of the 65-byte point). */
  key: string
  header: { typ?: string; alg?: string }
  claims: { aud?: string; exp?: number; sub?: string }
  /** Whether the JWT's ES256 signature verifies with `key`. */
  verified: boolean
}

function jsonPart<T>(part: string): T {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as T
}

/** Reads a push's `Authorization` header (RFC 8292, section 3) and checks its signature. */
export function vapidSignature(authorization: string | undefined): VapidSignature {
  const match = /^vapid\s+(.+)$/i.exec(authorization ?? '')
  if (!match?.[1]) throw new Error(`Not a VAPID authorization: ${authorization ?? '(none)'}`)
  const parameters = new Map<string, string>()
  for (const parameter of match[1].split(',')) {
    const at = parameter.indexOf('=')
    parameters.set(parameter.slice(0, at).trim(), parameter.slice(at + 1).trim())
  }
  const token = parameters.get('t') ?? ''
  const key = parameters.get('k') ?? ''
  const [header = '', claims = '', signature = ''] = token.split('.')
  const point = Buffer.from(key, 'base64url')
  if (point.length !== 65 || point[0] !== 0x04) throw new Error(`The VAPID key is not an uncompressed P-256 point: ${key}`)
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: base64url(point.subarray(1, 33)), y: base64url(point.subarray(33)) },
    format: 'jwk',
  })
  const verified = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  return {
    key,
    header: jsonPart<VapidSignature['header']>(header),
    claims: jsonPart<VapidSignature['claims']>(claims),
    verified,
  }
}

const TAG_LENGTH = 16

function hkdf(key: Buffer, salt: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', key, salt, info, length))
}

/**
 * The nonce of record `sequence`: the base nonce XOR the record's number as
 * 12 bytes (RFC 8188, section 2.3); a push has far fewer than 2^32 records.
 */
function recordNonce(nonce: Buffer, sequence: number): Buffer {
  const result = Buffer.from(nonce)
  result.writeUInt32BE((result.readUInt32BE(8) ^ sequence) >>> 0, 8)
  return result
}

/**
 * The plaintext of a push's body: the content coding's header (salt 16 |
 * record size 4 | key id length 1 | key id, the sender's public key), then
 * records of at most the record size, each sealed with AES-128-GCM. The keys
 * come from the ECDH secret of the browser's key and the sender's, mixed with
 * the browser's authentication secret (RFC 8291, section 3.4). Each record
 * ends in a delimiter (2 for the last, 1 before it) and zero padding.
 */
export function decryptPush(body: Buffer, keys: BrowserKeys): Buffer {
  const salt = body.subarray(0, 16)
  const recordSize = body.readUInt32BE(16)
  const keyIdLength = body.readUInt8(20)
  const senderKey = body.subarray(21, 21 + keyIdLength)
  const ciphertext = body.subarray(21 + keyIdLength)
  if (keyIdLength !== 65) throw new Error(`The key id is ${keyIdLength} bytes, not a P-256 public key`)

  const secret = keys.ecdh.computeSecret(senderKey)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, senderKey])
  const ikm = hkdf(secret, keys.auth, keyInfo, 32)
  const cek = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16)
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12)

  const plain: Buffer[] = []
  const records = Math.ceil(ciphertext.length / recordSize)
  for (let sequence = 0; sequence < records; sequence += 1) {
    const record = ciphertext.subarray(sequence * recordSize, (sequence + 1) * recordSize)
    const decipher = createDecipheriv('aes-128-gcm', cek, recordNonce(nonce, sequence))
    decipher.setAuthTag(record.subarray(record.length - TAG_LENGTH))
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - TAG_LENGTH)), decipher.final()])
    let end = padded.length - 1
    while (end >= 0 && padded[end] === 0) end -= 1
    const delimiter = sequence === records - 1 ? 2 : 1
    if (padded[end] !== delimiter) throw new Error(`Record ${sequence} ends in ${padded[end] ?? 'nothing'}, not the delimiter ${delimiter}`)
    plain.push(padded.subarray(0, end))
  }
  return Buffer.concat(plain)
}

/**
 * Runs in the page (`page.addInitScript(standInSubscription, json)`): its
 * `PushManager` subscribes without asking a push service and answers one
 * subscription, at `json.endpoint` with `json.keys`, as the browser's own
 * would (`endpoint`, `getKey`, `toJSON`, `options` with the key subscribed
 * with, `unsubscribe`). Self-contained: Playwright sends it as its source.
 */
export function standInSubscription(json: SubscriptionJson): void {
  const bytes = (text: string): ArrayBuffer => {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    const buffer = new ArrayBuffer(binary.length)
    const view = new Uint8Array(buffer)
    for (let i = 0; i < binary.length; i += 1) view[i] = binary.charCodeAt(i)
    return buffer
  }
  let current: PushSubscription | null = null
  let applicationServerKey: ArrayBuffer | null = null
  const subscription: PushSubscription = {
    endpoint: json.endpoint,
    expirationTime: null,
    get options(): PushSubscriptionOptions {
      return { userVisibleOnly: true, applicationServerKey }
    },
    getKey: (name) => (name === 'p256dh' ? bytes(json.keys.p256dh) : name === 'auth' ? bytes(json.keys.auth) : null),
    toJSON: () => ({ endpoint: json.endpoint, expirationTime: null, keys: { ...json.keys } }),
    unsubscribe: async () => {
      current = null
      return true
    },
  }
  PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
    const key = options?.applicationServerKey
    if (typeof key === 'string') applicationServerKey = bytes(key)
    else if (key instanceof ArrayBuffer) applicationServerKey = key.slice(0)
    else if (key) applicationServerKey = new Uint8Array(key.buffer, key.byteOffset, key.byteLength).slice().buffer
    current = subscription
    return subscription
  }
  PushManager.prototype.getSubscription = async () => current
}
