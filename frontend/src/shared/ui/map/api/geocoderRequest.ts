/** A geocoder that has not answered after this long is given up (the map stays usable). */
const GEOCODER_TIMEOUT_MS = 8_000

/**
 * GET a Nominatim-style geocoder (`{base}/{path}?format=json&...`). The
 * geocoder is another host: no token is sent and no failure is announced;
 * callers ignore failures (spec section 8, "geocode failure: ignored").
 */
export async function geocoderGet<T>(
  baseUrl: string,
  path: 'search' | 'reverse',
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<T> {
  const query = new URLSearchParams({ format: 'json', ...params })
  const url = `${baseUrl.replace(/\/+$/, '')}/${path}?${query.toString()}`
  const timeout = AbortSignal.timeout(GEOCODER_TIMEOUT_MS)
  const response = await fetch(url, {
    headers: { Accept: 'application/json' },
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  })
  if (!response.ok) throw new Error(`The geocoder answered HTTP ${response.status}.`)
  return (await response.json()) as T
}
