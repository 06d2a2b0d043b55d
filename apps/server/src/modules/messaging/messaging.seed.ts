import type { Platform } from '../../platform/context';
import { addParticipants, conversationIdsOf, insertConversation, insertMessage, markConversationRead } from './messaging.repository';

export type DemoCorrespondents = { realtorId: number; buyerId: number; sellerId: number | null };

const DIRECT = [
  ['buyer', 'Hi Riley, is the condo with the bay views still available for a viewing this weekend?'],
  ['realtor', 'Hi Blake! Yes, Saturday at 11 or Sunday at 2 both work. Which do you prefer?'],
  ['buyer', 'Saturday at 11 is perfect. Could you also send the HOA documents?'],
] as const;
const GROUP = [
  ['realtor', 'Welcome, both of you: this is where we coordinate the paperwork.'],
  ['seller', 'Thanks! The inspection can happen any weekday morning.'],
] as const;

/**
 * The demo realtor's conversations, so /messages is populated on first start: a 1:1 with the demo buyer
 * whose last message the realtor has not read yet, and a group with the demo seller. Does nothing once the
 * realtor has any conversation.
 */
export async function seedDemoConversations(platform: Platform, people: DemoCorrespondents): Promise<boolean> {
  if ((await conversationIdsOf(platform.db, people.realtorId, false)).length > 0) return false;
  const idOf = { realtor: people.realtorId, buyer: people.buyerId, seller: people.sellerId ?? people.buyerId };
  await platform.db.transaction(async (tx) => {
    const direct = await insertConversation(tx, { title: null, direct_key: `${Math.min(idOf.realtor, idOf.buyer)}:${Math.max(idOf.realtor, idOf.buyer)}`, created_by: idOf.buyer });
    if (!direct) return;
    await addParticipants(tx, direct.id, [idOf.buyer, idOf.realtor]);
    for (const [index, [from, body]] of DIRECT.entries()) {
      await insertMessage(tx, { conversation_id: direct.id, sender_id: idOf[from], body });
      // The realtor has read all but the buyer's last question; the buyer has read everything.
      if (index === DIRECT.length - 2) await markConversationRead(tx, direct.id, idOf.realtor);
    }
    await markConversationRead(tx, direct.id, idOf.buyer);
    if (people.sellerId === null) return;
    const group = await insertConversation(tx, { title: 'Paperwork for the bay-view condo', direct_key: null, created_by: idOf.realtor });
    await addParticipants(tx, group!.id, [idOf.realtor, idOf.seller, idOf.buyer]);
    for (const [from, body] of GROUP) await insertMessage(tx, { conversation_id: group!.id, sender_id: idOf[from], body });
    await markConversationRead(tx, group!.id, idOf.realtor);
  });
  return true;
}
