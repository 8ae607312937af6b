export type Messages = { [key: string]: string | Messages }

/**
 * Every translation of the portal: the shared files here, plus each
 * feature's, app's and shared UI piece's (`shared/ui/<piece>/`) own
 * `locales/en.json` and `locales/zh-CN.json`, so that
 * screens built side by side never edit the same file. A feature's keys live
 * under a top-level key of its own; two files claiming one key is an error.
 *
 * They come in two parts per language, so that the sign-in pages download
 * neither every screen's words nor the other language's: the first-screen
 * words (the shared file, each app's own, and the features the sign-in pages
 * and the teacher app's root show: `firstScreen.en.ts`,
 * `firstScreen.zh-CN.ts`), loaded for the language in use before an app draws
 * anything (`i18nReady` in ./index.ts); and the catalogue of every other file
 * (`catalogue.en.ts`, `catalogue.zh-CN.ts`), loaded for the language in use
 * before any other page is drawn (`loadCatalogue` in ./index.ts).
 */
export function merge(base: Messages, parts: Record<string, Messages>): Messages {
  const merged: Messages = { ...base }
  for (const [file, messages] of Object.entries(parts)) {
    for (const [key, value] of Object.entries(messages)) {
      if (key in merged) throw new Error(`Translation key "${key}" is defined twice (${file})`)
      merged[key] = value
    }
  }
  return merged
}
