import type MimeFuncs from 'nodemailer/lib/mime-funcs';
import type Qp from 'nodemailer/lib/qp';
import { escapeHtml, MERGE_TAGS, type MergeTag, type MergeValues } from '@openhouse/shared/campaigns/merge-tags';
import { onFirstUse } from '../../platform/lazy-module';
import { TOKEN_PLACEHOLDER } from './email-html';

// nodemailer's own encoders, loaded with the first campaign mail, like nodemailer itself (platform/mail/mailer.ts).
const mimeFuncs = onFirstUse<typeof MimeFuncs>('nodemailer/lib/mime-funcs');
const qp = onFirstUse<typeof Qp>('nodemailer/lib/qp');

/**
 * A campaign mail written out as it goes on the wire (RFC 5322 with a multipart/alternative body), once per
 * campaign, with the recipient's values left as slots: each mail is then a join of ready strings and a few short
 * encoded values. nodemailer building the MIME tree, encoding both bodies and streaming them through its parts
 * allocated about 160 KB for every mail of a one-screen campaign; at a thousand mails a second that garbage set
 * the server's memory (docs/ARCHITECTURE.md, "Campaign sending"). The headers and parts are the ones nodemailer
 * writes for the same message, encoded the same way (its own encoders), and a test compares the two.
 */
export type Recipient = { email: string; token: string; values: MergeValues };
type Slot = (recipient: Recipient) => string;
export type WireTemplate = readonly (string | Slot)[];

/** The most a quoted-printable line holds, its soft break's `=` included (RFC 2045, 6.7). */
const LINE = 76;
const SOFT_BREAK = '=\r\n';
const CRLF = '\r\n';
/** Up to a line's worth of plain text, its soft break's `=` left room for; the last piece, whatever its length. */
const ASCII_LINE = new RegExp(`.{1,${LINE - 1}}`, 'g');
const withCrlf = (text: string) => text.replace(/\r\n|\r|\n/g, CRLF);

/** Mostly Latin letters: quoted-printable stays short; otherwise base64 does (nodemailer's rule for headers and bodies). */
export function mostlyLatin(text: string): boolean {
  // eslint-disable-next-line no-control-regex -- the control characters are among what nodemailer counts as non-Latin
  const other = text.match(/[\x00-\x08\x0B\x0C\x0E-\x1F\u0080-\uFFFF]/g)?.length ?? 0;
  return other < (text.match(/[a-z]/gi)?.length ?? 0);
}

/**
 * Quoted-printable lines that end where the text ends: with its own line break, or a soft one, so that whatever
 * comes next starts a line of its own. Pieces encoded apart can then be joined in any order, each line within
 * the limit, and decode to the pieces joined.
 */
function quotedPrintableLines(text: string): string {
  if (text === '') return '';
  // Printable ASCII but `=`, not ending in a space: quoted-printable as it is, so it is only cut into lines. Tokens,
  // addresses and most names are, and they are most of the values encoded per mail.
  if (/^[\x20-\x3c\x3e-\x7e]*[\x21-\x3c\x3e-\x7e]$/.test(text)) return text.replace(ASCII_LINE, `$&${SOFT_BREAK}`);
  const lines = qp().wrap(qp().encode(withCrlf(text)), LINE - 1);
  return lines.endsWith(CRLF) ? lines : lines + SOFT_BREAK;
}

/** What a slot in a body holds: the recipient's token, or a merge tag's value (escaped for HTML). */
function bodySlots(source: string, escape: (value: string) => string): (string | Slot)[] {
  const pieces: (string | Slot)[] = [];
  let last = 0;
  for (const match of source.matchAll(/__RECIPIENT_TOKEN__|\{\{\s*([a-z_]+)\s*\}\}/g)) {
    const tag = match[1] as MergeTag | undefined;
    // A tag the editor does not offer stays as written, as fillMergeTags leaves it.
    if (tag !== undefined && !(MERGE_TAGS as readonly string[]).includes(tag)) continue;
    pieces.push(source.slice(last, match.index));
    pieces.push(match[0] === TOKEN_PLACEHOLDER ? (recipient) => recipient.token : (recipient) => escape(recipient.values[tag!]));
    last = match.index + match[0].length;
  }
  pieces.push(source.slice(last));
  return pieces;
}

/** A body part's content: quoted-printable pieces encoded once, values encoded per mail; or the whole in base64. */
function encodedBody(source: string, escape: (value: string) => string): (string | Slot)[] {
  const pieces = bodySlots(source, escape);
  if (!mostlyLatin(source)) {
    // Mostly other scripts: base64, a third over the text where quoted-printable would triple it. Its 4-character
    // groups cannot be split at the slots, so these mails are encoded whole.
    return [(recipient) => wrapBase64(Buffer.from(withCrlf(pieces.map((piece) => (typeof piece === 'string' ? piece : piece(recipient))).join('')), 'utf8').toString('base64')) + CRLF];
  }
  return pieces.map((piece) => (typeof piece === 'string' ? quotedPrintableLines(piece) : (recipient: Recipient) => quotedPrintableLines(piece(recipient))));
}

const wrapBase64 = (text: string) => text.replace(new RegExp(`.{${LINE}}(?=.)`, 'g'), `$&${CRLF}`);

function part(boundary: string, contentType: string, source: string, escape: (value: string) => string): (string | Slot)[] {
  const encoding = mostlyLatin(source) ? 'quoted-printable' : 'base64';
  return [`--${boundary}${CRLF}Content-Type: ${contentType}; charset=utf-8${CRLF}Content-Transfer-Encoding: ${encoding}${CRLF}${CRLF}`, ...encodedBody(source, escape)];
}

/** encodeWords with its fourth argument, which its published types leave out: encode every word once one needs it. */
type EncodeAllWords = (value: string, encoding: 'Q' | 'B', maxLength: number, encodeAll: boolean) => string;

/**
 * A header's text as nodemailer writes it: as it is when plain ASCII, else all of it as encoded words (some
 * clients drop the spaces between an encoded word and a plain one).
 */
function headerText(value: string): string {
  value = oneLine(value);
  const funcs = mimeFuncs();
  return (funcs.encodeWords as EncodeAllWords).call(funcs, value, mostlyLatin(value) ? 'Q' : 'B', 52, true);
}

/** A display name: bare when letters, digits and spaces; quoted when other ASCII; else an encoded word. */
function addressName(name: string): string {
  name = oneLine(name);
  if (/^[\w ]*$/.test(name)) return name;
  if (/^[\x20-\x7e]*$/.test(name)) return `"${name.replace(/([\\"])/g, '\\$1')}"`;
  return mimeFuncs().encodeWord(name, mostlyLatin(name) ? 'Q' : 'B', 52);
}

/**
 * A header value on one line, as nodemailer makes it: subjects and senders with line breaks are refused when they
 * are saved, and a line break that got past would start a header of its own (header injection).
 */
const oneLine = (value: string) => value.replace(/\r\n|\r|\n/g, ' ');

const header = (line: string) => mimeFuncs().foldLines(line, LINE) + CRLF;

/** The date as nodemailer writes it, for the moment the mail is made. */
const mailDate = () => new Date().toUTCString().replace(/GMT/, '+0000');

export type WireInput = {
  from: { name: string; address: string };
  subject: string;
  /** The composed HTML, with TOKEN_PLACEHOLDER and merge tags in it. */
  html: string;
  /** The plain-text part, the same way. */
  text: string;
  /** `<campaign-…-${TOKEN_PLACEHOLDER}@host>`. */
  messageId: string;
  unsubscribeUrl: (token: string) => string;
  boundary: string;
};

/** The whole mail with its recipient's places open. Only ASCII addresses go this way (`wireFormFor`). */
export function wireTemplate(input: WireInput): WireTemplate {
  const from = input.from.name ? `${addressName(input.from.name)} <${input.from.address}>` : input.from.address;
  const pieces: (string | Slot)[] = [
    header(`From: ${from}`),
    (recipient) => header(`To: ${recipient.email}`),
    header(`Subject: ${headerText(input.subject)}`),
    (recipient) => `Message-ID: ${input.messageId.replace(TOKEN_PLACEHOLDER, recipient.token)}${CRLF}Date: ${mailDate()}${CRLF}`,
    (recipient) => header(`List-Unsubscribe: <${input.unsubscribeUrl(recipient.token)}>`),
    `List-Unsubscribe-Post: List-Unsubscribe=One-Click${CRLF}Precedence: bulk${CRLF}MIME-Version: 1.0${CRLF}`,
    `Content-Type: multipart/alternative; boundary="${input.boundary}"${CRLF}${CRLF}`,
    ...part(input.boundary, 'text/plain', input.text, (value) => value),
    CRLF,
    ...part(input.boundary, 'text/html', input.html, escapeHtml),
    `${CRLF}--${input.boundary}--${CRLF}`,
  ];
  // Neighbouring ready strings joined once, so that a mail joins as few pieces as there are slots.
  const merged: (string | Slot)[] = [];
  for (const piece of pieces) {
    if (typeof piece === 'string' && typeof merged.at(-1) === 'string') merged[merged.length - 1] += piece;
    else if (piece !== '') merged.push(piece);
  }
  return merged;
}

/**
 * One recipient's mail, or null when their address is not plain ASCII: an international address needs the
 * encoding nodemailer gives it, so that mail is built by nodemailer instead.
 */
export function wireFormFor(template: WireTemplate, recipient: Recipient): string | null {
  if (!/^[\x21-\x7e]+$/.test(recipient.email)) return null;
  let mail = '';
  for (const piece of template) mail += typeof piece === 'string' ? piece : piece(recipient);
  return mail;
}
