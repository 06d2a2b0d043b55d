/**
 * What a draft needs before it is published, for the server's check and the preview's list alike. Apart from
 * listing-labels.ts, so that pages showing a listing's labels do not carry the message table with them.
 */
import { propertyMessages } from './messages';

/** What publishing asks beyond the form's required fields, as the field it concerns and what to do. */
export type PublishGap = { field: 'latitude' | 'description'; message: string };

/**
 * A draft is published once buyers would find it whole: a pin on the map (so it shows in map searches) and a
 * description. The form's required fields (title, address, price, type) every saved draft already has.
 */
export function publishGaps(listing: { latitude: number | null; longitude: number | null; description: string }): PublishGap[] {
  const gaps: PublishGap[] = [];
  if (listing.latitude === null || listing.longitude === null) gaps.push({ field: 'latitude', message: propertyMessages.publishNeedsPin });
  if (listing.description.trim() === '') gaps.push({ field: 'description', message: propertyMessages.publishNeedsDescription });
  return gaps;
}
