import { createHash } from 'node:crypto';
import { biddingMessages } from '@openhouse/shared/bidding/messages';
import { pdfDocument } from '../helpers/files';
import type { ServerProcess } from './server-process';

/**
 * The clients of the crash cycles: bidders, an uploader of listing documents, askers for document access
 * (whose request makes a notice through an event) and the two sides of a conversation sending messages. Each
 * writes until the server goes away and keeps what the server acknowledged (2xx) in the ledger: those
 * writes must survive the SIGKILL. A write that got no answer may or may not be stored.
 */
export type Ledger = {
  bids: { cycle: number; id: number; amount: number; userId: number }[];
  documents: { cycle: number; id: number; sha256: string }[];
  requests: { cycle: number; id: number; userId: number; name: string; token: string }[];
  messages: { cycle: number; id: number; body: string; senderId: number }[];
  unanswered: { bids: number; documents: number; requests: number; messages: number };
  /** Answers no client expects (anything but 2xx and the bidding races' 409 and 422). */
  unexpected: string[];
};

export type Person = { userId: number; token: string };

export type Market = {
  propertyId: number;
  biddingPropertyId: number;
  increment: number;
  realtor: Person;
  bidders: Person[];
  /** Each asks once (taken off the list), so every request is a new one with a notice of its own. */
  askers: (Person & { name: string })[];
  /** A conversation of two buyers, both of whom write in it (none of its notices go to the realtor). */
  conversation: { id: number; sides: Person[] };
};

export const newLedger = (): Ledger => ({
  bids: [],
  documents: [],
  requests: [],
  messages: [],
  unanswered: { bids: 0, documents: 0, requests: 0, messages: 0 },
  unexpected: [],
});

const cents = (amount: number) => Math.round(amount * 100);
const MINIMUM = /^Minimum bid amount ([\d.,]+) is required\.$/;
const escrowDate = new Date(Date.now() + 60 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** At most this many access requests per server life: POST /permissions allows 30 a minute per address. */
const REQUESTS_PER_LIFE = 25;
/** At most this many messages per side and server life: POST /messages allows 120 a minute per address, shared by both. */
const MESSAGES_PER_LIFE = 50;

type Answer = { status: number; body: Record<string, unknown> & { message?: string; data?: unknown } };

/** One call; undefined when the server went away before answering in full. */
async function call(server: ServerProcess, path: string, token: string, init: { method: string; body: string | FormData }): Promise<Answer | undefined> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (typeof init.body === 'string') headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${server.base}${path}`, { method: init.method, headers, body: init.body });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  } catch {
    return undefined;
  }
}

export type Stream = {
  cycle: number;
  /** True once the server is being killed: the clients stop. */
  stopped: () => boolean;
  /** Called on every acknowledged write. */
  onAck: () => void;
  /** The highest bid heard of so far, carried from cycle to cycle. */
  highest: { cents: number };
};

/** Streams writes from every client at `server` until the stream is stopped or the server dies. */
export async function streamWrites(server: ServerProcess, market: Market, ledger: Ledger, { cycle, stopped, onAck, highest }: Stream): Promise<void> {
  const unexpected = (what: string, answer: Answer) => {
    ledger.unexpected.push(`cycle ${cycle} ${what}: ${answer.status} ${answer.body.message}`);
  };

  async function bidder(person: Person): Promise<void> {
    while (!stopped()) {
      const amount = (highest.cents + cents(market.increment)) / 100;
      const body = JSON.stringify({ bid_amount: amount, contingency: ['no-contingency'], escrow_closing_date: escrowDate, bid_property_id: market.biddingPropertyId, due_diligence: true });
      const answer = await call(server, '/bidding_history', person.token, { method: 'POST', body });
      if (!answer) return void (ledger.unanswered.bids += 1);
      if (answer.status === 201) {
        const data = answer.body.data as { bid: { id: number; bid_amount: number }; bidding_property: { highest_bid_amount: number } };
        ledger.bids.push({ cycle, id: data.bid.id, amount: data.bid.bid_amount, userId: person.userId });
        onAck();
        highest.cents = Math.max(highest.cents, cents(data.bidding_property.highest_bid_amount));
        continue;
      }
      const minimum = answer.status === 422 ? MINIMUM.exec(answer.body.message ?? '') : null;
      if (minimum) highest.cents = Math.max(highest.cents, cents(Number(minimum[1]!.replace(/,/g, ''))) - cents(market.increment));
      else if (answer.status === 409 && answer.body.message === biddingMessages.alreadyHighest) await sleep(5);
      else return unexpected('bid', answer);
    }
  }

  async function uploader(): Promise<void> {
    for (let n = 1; !stopped(); n += 1) {
      // A real PDF, made unique by a comment after its end so that the bytes read back prove which upload they are.
      const bytes = Buffer.concat([pdfDocument(), Buffer.from(`% crash cycle ${cycle} upload ${n}\n`)]);
      const form = new FormData();
      form.append('files', new Blob([bytes], { type: 'application/pdf' }), `cycle-${cycle}-${n}.pdf`);
      const answer = await call(server, `/propertie_upload_files/${market.propertyId}`, market.realtor.token, { method: 'POST', body: form });
      if (!answer) return void (ledger.unanswered.documents += 1);
      if (answer.status !== 200) return unexpected('upload', answer);
      const [document] = answer.body.data as { id: number }[];
      ledger.documents.push({ cycle, id: document!.id, sha256: sha256(bytes) });
      onAck();
    }
  }

  async function asker(): Promise<void> {
    for (let n = 0; n < REQUESTS_PER_LIFE && !stopped(); n += 1) {
      const person = market.askers.shift();
      if (!person) return;
      const body = JSON.stringify({ property_id: market.propertyId, message: `Cycle ${cycle}: please share the disclosures.` });
      const answer = await call(server, '/permissions', person.token, { method: 'POST', body });
      if (!answer) return void (ledger.unanswered.requests += 1);
      if (answer.status !== 200) return unexpected('access request', answer);
      ledger.requests.push({ cycle, id: (answer.body.data as { id: number }).id, userId: person.userId, name: person.name, token: person.token });
      onAck();
    }
  }

  async function messenger(person: Person): Promise<void> {
    for (let n = 1; n <= MESSAGES_PER_LIFE && !stopped(); n += 1) {
      const text = `Cycle ${cycle}, message ${n} from ${person.userId}`;
      const answer = await call(server, '/messages', person.token, { method: 'POST', body: JSON.stringify({ conversation_id: market.conversation.id, body: text }) });
      if (!answer) return void (ledger.unanswered.messages += 1);
      if (answer.status !== 201) return unexpected('message', answer);
      ledger.messages.push({ cycle, id: (answer.body.data as { id: number }).id, body: text, senderId: person.userId });
      onAck();
    }
  }

  await Promise.all([...market.bidders.map(bidder), uploader(), asker(), ...market.conversation.sides.map(messenger)]);
}

/** What the restarted server says about the writes acknowledged in `cycle`: a line per write missing or changed. */
export async function missingAfterRestart(server: ServerProcess, market: Market, ledger: Ledger, cycle: number): Promise<string[]> {
  const missing: string[] = [];
  const get = async (path: string, token: string) => fetch(`${server.base}${path}`, { headers: { authorization: `Bearer ${token}` } });

  // Bids come newest first: pages are read back to the oldest bid of the cycle.
  const bids = ledger.bids.filter((bid) => bid.cycle === cycle);
  if (bids.length > 0) {
    const oldest = Math.min(...bids.map((bid) => bid.id));
    const listed = new Map<number, number>();
    for (let page = 1; ; page += 1) {
      const response = await get(`/bidding_history?bid_property_id=${market.biddingPropertyId}&page=${page}&per_page=100`, market.realtor.token);
      const body = (await response.json()) as { data: { id: number; bid_amount: number }[]; last_page: number };
      for (const bid of body.data) listed.set(bid.id, bid.bid_amount);
      if (page >= body.last_page || body.data.some((bid) => bid.id <= oldest)) break;
    }
    for (const bid of bids) if (listed.get(bid.id) !== bid.amount) missing.push(`bid ${bid.id} of ${bid.amount}: listed as ${listed.get(bid.id)}`);
  }

  await Promise.all(
    ledger.documents
      .filter((document) => document.cycle === cycle)
      .map(async (document) => {
        const response = await get(`/property-documents/${market.propertyId}/${document.id}/download`, market.realtor.token);
        const bytes = Buffer.from(await response.arrayBuffer());
        if (response.status !== 200 || sha256(bytes) !== document.sha256) missing.push(`document ${document.id}: ${response.status}, ${bytes.length} bytes of other content`);
      }),
  );

  await Promise.all(
    ledger.requests
      .filter((request) => request.cycle === cycle)
      .map(async (request) => {
        const response = await get(`/permissions/${request.id}`, request.token);
        const body = (await response.json()) as { data?: { status: string; user: { id: number } } };
        if (response.status !== 200 || body.data?.status !== 'requested') missing.push(`access request ${request.id}: ${response.status} ${JSON.stringify(body)}`);
      }),
  );

  // Messages come a page at a time, page 1 the newest: pages are read back to the oldest message of the cycle.
  const messages = ledger.messages.filter((message) => message.cycle === cycle);
  if (messages.length > 0) {
    const oldest = Math.min(...messages.map((message) => message.id));
    const listed = new Map<number, { body: string; sender: number | null }>();
    for (let page = 1; ; page += 1) {
      const response = await get(`/messages?conversation_id=${market.conversation.id}&page=${page}&per_page=100`, market.conversation.sides[0]!.token);
      const body = (await response.json()) as { data: { id: number; body: string; sender_id: number | null }[]; last_page: number };
      for (const message of body.data) listed.set(message.id, { body: message.body, sender: message.sender_id });
      if (page >= body.last_page || body.data.some((message) => message.id <= oldest)) break;
    }
    for (const message of messages) {
      const found = listed.get(message.id);
      if (found?.body !== message.body || found.sender !== message.senderId) missing.push(`message ${message.id} "${message.body}": listed as ${JSON.stringify(found)}`);
    }
  }
  return missing;
}
