import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { composeSnapshot, messageFor } from './campaign-mail';
import type { CampaignRow, RecipientRow } from './campaigns.repository';

const PUBLIC_URL = 'https://openhouse.example';

/** A campaign as sending holds it: only the fields a mail is made from. */
const campaignWith = (body: string) =>
  ({
    id: 7,
    realtor_name: 'Rita Realtor',
    sent_from: 'rita@example.com',
    sent_subject: 'Open house',
    sent_html: composeSnapshot({ publicUrl: PUBLIC_URL, body, previewText: '', realtorName: 'Rita Realtor', links: [] }),
  }) as unknown as CampaignRow;

const recipient = { token: 'tok123', name: 'Ana Buyer', email: 'ana@example.com', property_address: '1 Main St' } as unknown as RecipientRow;

/** The message as nodemailer writes it to the SMTP server. */
async function wireFormOf(campaign: CampaignRow): Promise<string> {
  const { message } = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail(messageFor(PUBLIC_URL, campaign, recipient));
  return message.toString();
}

describe('a campaign mail', () => {
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
