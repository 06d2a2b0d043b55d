import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { composeSnapshot, messageFor } from './campaign-mail';
import type { CampaignRow, RecipientRow } from './campaigns.repository';

const PUBLIC_URL = 'https://openhouse.example';

let campaignIds = 0;
/** A campaign as sending holds it: only the fields a mail is made from. */
const campaignWith = (body: string, fields: Partial<CampaignRow> = {}) =>
  ({
    id: ++campaignIds,
    realtor_name: 'Rita Realtor',
    sent_from: 'rita@example.com',
    sent_subject: 'Open house',
    sent_html: composeSnapshot({ publicUrl: PUBLIC_URL, body, previewText: '', realtorName: fields.realtor_name ?? 'Rita Realtor', links: [{ id: 3, url: 'https://homes.example/1' }] }),
    ...fields,
  }) as unknown as CampaignRow;

const recipient = { token: 'tok123', name: 'Ana Buyer', email: 'ana@example.com', property_address: '1 Main St' } as unknown as RecipientRow;

/** A message as nodemailer writes it to the SMTP server: the campaign's own wire form when it has one. */
async function wireFormOf(campaign: CampaignRow, to: RecipientRow = recipient): Promise<string> {
  const { message } = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail(messageFor(PUBLIC_URL, campaign, to));
  return message.toString();
}

/** The same message as nodemailer builds it from its fields, deciding every encoding itself. */
async function nodemailerFormOf(campaign: CampaignRow, to: RecipientRow): Promise<string> {
  const { raw: _raw, textEncoding: _encoding, baseBoundary: _boundary, ...fields } = messageFor(PUBLIC_URL, campaign, to);
  const { message } = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail(fields);
  return message.toString();
}

/** A mail read the way a mail client reads it: unfolded headers, and each part's content decoded. */
function readMail(wire: string) {
  const [head, ...rest] = wire.split('\r\n\r\n');
  const headers = new Map(
    head!
      .replace(/\r\n[ \t]+/g, ' ')
      .split('\r\n')
      .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()] as const),
  );
  const boundary = /boundary="([^"]+)"/.exec(headers.get('content-type')!)![1]!;
  const parts = new Map<string, string>();
  for (const part of rest.join('\r\n\r\n').split(`--${boundary}`).slice(1, -1)) {
    const [partHead, ...content] = part.replace(/^\r\n/, '').split('\r\n\r\n');
    const body = content.join('\r\n\r\n').replace(/\r\n$/, '');
    const bytes = /quoted-printable/.test(partHead!)
      ? Buffer.from(body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1')
      : Buffer.from(body.replace(/\s/g, ''), 'base64');
    parts.set(/Content-Type: ([^;\r]+)/.exec(partHead!)![1]!, bytes.toString('utf8').replace(/\r\n/g, '\n'));
  }
  return { headers, parts };
}

describe('a campaign mail', () => {
  it('goes on the wire as nodemailer would write it: the same headers, and parts that read the same', async () => {
    const cases: [CampaignRow, RecipientRow][] = [
      [campaignWith('<p>Hi {{first_name}}, see <a href="https://homes.example/1">the house</a> at {{property_address}}. {{not_a_tag}}</p>'), recipient],
      [
        campaignWith('<h1>Bonjour {{ name }}</h1>\n<p>Visite à 10\u00a0h — «\u00a0{{property_address}}\u00a0» <a href="https://homes.example/1">ici</a></p>', {
          realtor_name: 'Élodie "Ellie" Durand, Agence',
          sent_subject: 'Portes ouvertes · dimanche, une visite que vous ne voudrez pas manquer pour rien au monde',
        }),
        { ...recipient, name: 'Zoë <b>Ünal</b> & "Co"', property_address: '12 rue de l’Église\nParis' } as RecipientRow,
      ],
      [campaignWith(`<p>${'Приходите посмотреть дом, {{first_name}}. '.repeat(30)}</p>`, { sent_subject: 'Открытый дом' }), { ...recipient, name: 'Анна' } as RecipientRow],
    ];
    for (const [campaign, to] of cases) {
      const ours = await wireFormOf(campaign, to);
      const theirs = await nodemailerFormOf(campaign, to);
      expect(ours).not.toBe(theirs); // the campaign's own form, not nodemailer's
      const mail = readMail(ours);
      const reference = readMail(theirs);
      for (const name of ['from', 'to', 'subject', 'message-id', 'list-unsubscribe', 'list-unsubscribe-post', 'precedence', 'mime-version']) {
        expect(mail.headers.get(name), name).toBe(reference.headers.get(name));
      }
      expect([...mail.parts.keys()]).toEqual(['text/plain', 'text/html']);
      expect(mail.parts.get('text/plain')).toBe(reference.parts.get('text/plain')!.replace(/\n$/, ''));
      expect(mail.parts.get('text/html')).toBe(reference.parts.get('text/html'));
      // Every line within the limit of RFC 2045 and 5322, however the pieces were joined.
      for (const line of ours.split('\r\n')) expect(line.length, line).toBeLessThanOrEqual(78);
    }
    // The values were filled in and escaped where they stand in HTML.
    const [french] = [readMail(await wireFormOf(cases[1]![0], cases[1]![1]))];
    expect(french.parts.get('text/html')).toContain('Bonjour Zoë &lt;b&gt;Ünal&lt;/b&gt; &amp; &quot;Co&quot;</h1>');
    expect(french.parts.get('text/plain')).toContain('Bonjour Zoë <b>Ünal</b> & "Co"');
    expect(french.parts.get('text/html')).toContain('/api/v1/email/click/tok123/3');
  });

  it('keeps a line break in the subject or the sender\'s name from starting a header of its own', async () => {
    const campaign = campaignWith('<p>Hi</p>', { sent_subject: 'Open house\r\nBcc: everyone@example.com', realtor_name: 'Rita\nReply-To: thief@example.com' });
    const { headers } = readMail(await wireFormOf(campaign));
    expect(headers.has('bcc')).toBe(false);
    expect(headers.has('reply-to')).toBe(false);
    expect(headers.get('subject')).toBe('Open house Bcc: everyone@example.com');
    expect(headers.get('from')).toBe('"Rita Reply-To: thief@example.com" <rita@example.com>');
  });

  it('is left to nodemailer when the address is international, which needs its encoding', async () => {
    const campaign = campaignWith('<p>Hi {{first_name}}</p>');
    expect(messageFor(PUBLIC_URL, campaign, { ...recipient, email: 'zoë@exämple.com' } as RecipientRow).raw).toBeUndefined();
    expect(messageFor(PUBLIC_URL, campaign, recipient).raw).toMatch(/^From: "?Rita Realtor"? <rita@example.com>\r\nTo: ana@example.com\r\n/);
    expect(readMail(await wireFormOf(campaign, { ...recipient, email: 'zoë@exämple.com' } as RecipientRow)).parts.get('text/html')).toContain('Hi Ana');
  });

  it('has its text encoding decided once per campaign, as nodemailer decides it for each mail', async () => {
    const latin = campaignWith('<p>Come and see the house on Sunday, from ten to noon.</p>');
    const cyrillic = campaignWith(`<p>${'Приходите посмотреть дом в воскресенье. '.repeat(40)}</p>`);
    expect(messageFor(PUBLIC_URL, latin, recipient).textEncoding).toBe('quoted-printable');
    expect(messageFor(PUBLIC_URL, cyrillic, recipient).textEncoding).toBe('base64');
    // nodemailer follows it: the parts go out with that transfer encoding, and their content is whole.
    const latinWire = await wireFormOf(latin);
    expect(latinWire).toMatch(/Content-Transfer-Encoding: quoted-printable/);
    expect(latinWire).not.toMatch(/Content-Transfer-Encoding: base64/);
    const cyrillicWire = await wireFormOf(cyrillic);
    expect(cyrillicWire).toMatch(/Content-Transfer-Encoding: base64/);
    const htmlPart = cyrillicWire.split('Content-Type: text/html; charset=utf-8')[1]!.split('\r\n\r\n')[1]!.split('\r\n--')[0]!;
    expect(Buffer.from(htmlPart.replace(/\r\n/g, ''), 'base64').toString('utf8')).toContain('Приходите посмотреть дом');
  });

  it('has the random part of its multipart boundaries drawn once per campaign, and its parts still split where they should', async () => {
    const campaign = campaignWith('<p>Come and see the house on Sunday.</p>');
    const base = messageFor(PUBLIC_URL, campaign, recipient).baseBoundary!;
    expect(base).toMatch(/^[0-9a-f]{16}$/);
    expect(messageFor(PUBLIC_URL, campaign, { ...recipient, token: 'other' } as RecipientRow).baseBoundary).toBe(base);
    expect(messageFor(PUBLIC_URL, campaignWith('<p>Another campaign.</p>'), recipient).baseBoundary).not.toBe(base);
    const wire = await wireFormOf(campaign);
    const boundary = /boundary="([^"]+)"/.exec(wire)![1]!;
    expect(boundary).toContain(base);
    // The body holds the boundary only as the lines that open and close its parts: text, html, and the end.
    expect(wire.split(`--${boundary}`).length - 1).toBe(3);
    expect(wire).toContain(`--${boundary}--`);
  });
});
