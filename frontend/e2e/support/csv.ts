/**
 * A CSV file's rows as RFC 4180 reads them: fields split at commas, a quoted
 * field may hold commas, line breaks and doubled quotes; rows end at CRLF.
 * Enough to check what the accounting export wrote without a CSV library.
 */
export function csvRows(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at]
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"'
        at += 1
      } else if (char === '"') {
        quoted = false
      } else {
        field += char
      }
    } else if (char === '"') {
      quoted = true
    } else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\r' && text[at + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      at += 1
    } else {
      field += char
    }
  }
  if (field !== '' || row.length > 0) rows.push([...row, field])
  return rows
}

/** The rows after the heading, each by its column's heading. */
export function csvRecords(text: string): Record<string, string>[] {
  const [heading = [], ...rows] = csvRows(text)
  return rows.map((row) => Object.fromEntries(heading.map((name, index) => [name, row[index] ?? ''])))
}
