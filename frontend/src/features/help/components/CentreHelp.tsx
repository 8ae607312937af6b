import { useState } from 'react'

import { useCentreHelp } from '../api/centreHelp'
import { HelpView } from './HelpView'

/** The centre portal's Help: the FAQ and the articles for centres. */
export function CentreHelp() {
  const [keyword, setKeyword] = useState('')
  return <HelpView help={useCentreHelp(keyword)} keyword={keyword} onSearch={setKeyword} />
}
