import { inflateRawSync } from 'node:zlib'

/**
 * The text of a spreadsheet (.xlsx, a zip of XML parts): every part read
 * through the zip's central directory and inflated, joined. Enough to check
 * what an export wrote without a spreadsheet library.
 */
export function xlsxText(file: Buffer): string {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  if (end < 0) throw new Error('not a zip file')
  const entries = file.readUInt16LE(end + 10)
  let at = file.readUInt32LE(end + 16)
  const parts: string[] = []
  for (let n = 0; n < entries; n += 1) {
    const method = file.readUInt16LE(at + 10)
    const size = file.readUInt32LE(at + 20)
    const nameLength = file.readUInt16LE(at + 28)
    const extraLength = file.readUInt16LE(at + 30)
    const commentLength = file.readUInt16LE(at + 32)
    const local = file.readUInt32LE(at + 42)
    const dataAt = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28)
    const data = file.subarray(dataAt, dataAt + size)
    parts.push((method === 8 ? inflateRawSync(data) : data).toString('utf8'))
    at += 46 + nameLength + extraLength + commentLength
  }
  return parts.join('\n')
}
