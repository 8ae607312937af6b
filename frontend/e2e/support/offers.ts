import type { Session } from './api'

/**
 * A centre has one open job offer at a time, and the demo centre's history
 * leaves one open (with applicants): a spec that posts its own closes it first.
 */
export async function closeOpenOffer(centre: Session): Promise<void> {
  const open = await centre.call<{ list: { id: number }[] }>('center/offer/list', { status: 1, pageSize: 100 })
  for (const offer of open.list) await centre.call('center/offer/close', { offerId: offer.id })
}
