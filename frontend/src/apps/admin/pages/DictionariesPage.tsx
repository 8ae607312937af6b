import { DictionaryPage } from '@/features/dictionaryAdmin/components/DictionaryPage'

/** Dictionaries: the page and its calls need dictionary:edit. */
export default function DictionariesPage() {
  return <DictionaryPage />
}
