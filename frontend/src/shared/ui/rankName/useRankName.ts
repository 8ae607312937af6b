import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

/** A rank's name in the chosen language (bronze, silver, black); a rank staff added later keeps its own name. */
export function useRankName(): (name: string) => string {
  const { t, i18n } = useTranslation()
  return useCallback(
    (name: string) => {
      const key = `rankName.${name.toLowerCase()}`
      return i18n.exists(key) ? t(key) : name.charAt(0).toUpperCase() + name.slice(1)
    },
    [t, i18n],
  )
}
