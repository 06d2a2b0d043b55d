/**
 * What the open conversation's header says under its name. A one-to-one chat names the other person (its name
 * may be a title someone gave it); a group counts its people and names them, as the name alone may be a title.
 */
export function threadSubtitle(participants: readonly { user_id: number; user: { name: string } }[], viewerId: number | undefined): string {
  const others = participants.filter((p) => p.user_id !== viewerId).map((p) => p.user.name);
  if (others.length === 0) return 'Only you';
  if (others.length === 1) return `Chat with ${others[0]}`;
  return `${participants.length} people: ${others.join(', ')}`;
}

const LISTING_PATH = /^\/properties\/(\d{1,12})\/?$/;

/**
 * The listings a message shares: links in its text to a listing's page on this site (`origin`), each once, in
 * the order written. A link to another site is left as text: its card would show one of ours under their address.
 */
export function sharedListingIds(body: string, origin: string): number[] {
  const ids: number[] = [];
  for (const [word] of body.matchAll(/https?:\/\/\S+/g)) {
    let url: URL;
    try {
      url = new URL(word.replace(/[.,;:!?)]+$/, ''));
    } catch {
      continue;
    }
    const id = url.origin === origin ? LISTING_PATH.exec(url.pathname)?.[1] : undefined;
    if (id && !ids.includes(Number(id))) ids.push(Number(id));
  }
  return ids;
}
