import { describe, expect, it } from 'vitest';
import { transactionMessages as m } from './messages';
import { createTransactionSchema, declineContractSchema, DRAWN_SIGNATURE_MAX_CHARS, signContractSchema, transactionListQuerySchema, voidTransactionSchema } from './schemas';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('createTransactionSchema (the spec payload of POST /property-transactions)', () => {
  it('takes the spec payload, numbers as strings included', () => {
    const parsed = createTransactionSchema.parse({
      property_id: '4',
      buyer_id: 7,
      seller_id: '8',
      transaction_date: '2030-01-09',
      transaction_amount: '651000.50',
      bid_property_history_id: 12,
      payment_method: 'Credit Card',
      status_id: '1',
    });
    expect(parsed).toEqual({
      property_id: 4,
      buyer_id: 7,
      seller_id: 8,
      transaction_date: '2030-01-09',
      transaction_amount: 651000.5,
      bid_property_history_id: 12,
      payment_method: 'Credit Card',
      status_id: 1,
    });
  });

  it('needs only the property and the bid; the payment method and status have their fixed values', () => {
    expect(createTransactionSchema.parse({ property_id: 4, bid_property_history_id: 12 })).toEqual({
      property_id: 4,
      bid_property_history_id: 12,
      payment_method: 'Credit Card',
      status_id: 1,
    });
  });

  it.each([
    [{ status_id: 2 }, 'status_id'],
    [{ payment_method: 'Cash' }, 'payment_method'],
    [{ transaction_date: '09/01/2030' }, 'transaction_date'],
    [{ transaction_amount: -5 }, 'transaction_amount'],
    [{ bid_property_history_id: 0 }, 'bid_property_history_id'],
    [{ property_id: 2_147_483_648 }, 'property_id'],
  ])('refuses %o', (override, field) => {
    const result = createTransactionSchema.safeParse({ property_id: 4, bid_property_history_id: 12, ...override });
    expect(result.success).toBe(false);
    expect(Object.keys(messagesOf(result))).toContain(field);
  });
});

describe('signContractSchema', () => {
  const base = { signing_token: 'a'.repeat(43), signature_type: 'typed', typed_name: 'Jane Buyer' };

  it('takes consent as true, "true" or "1" (a form checkbox) and trims the typed name', () => {
    for (const consent of [true, 'true', '1']) {
      const parsed = signContractSchema.parse({ ...base, consent, typed_name: '  Jane Buyer ' });
      expect(parsed.consent).toBe(true);
      expect(parsed.typed_name).toBe('Jane Buyer');
    }
  });

  it.each([false, 'false', '0', undefined, 'yes'])('needs consent to sign electronically (%s)', (consent) => {
    expect(messagesOf(signContractSchema.safeParse({ ...base, consent }))).toMatchObject({ consent: m.consentRequired });
  });

  it('needs a signature type', () => {
    expect(messagesOf(signContractSchema.safeParse({ ...base, consent: true, signature_type: 'stamp' }))).toMatchObject({ signature_type: m.signatureRequired });
  });

  it('needs the link token or the transaction', () => {
    const { signing_token: _token, ...withoutToken } = base;
    expect(messagesOf(signContractSchema.safeParse({ ...withoutToken, consent: true }))).toMatchObject({ signing_token: m.linkInvalid });
    expect(signContractSchema.safeParse({ ...withoutToken, consent: true, transaction_id: '3' }).success).toBe(true);
  });

  it('refuses a drawn signature over its size limit', () => {
    const huge = `data:image/png;base64,${'A'.repeat(DRAWN_SIGNATURE_MAX_CHARS)}`;
    expect(messagesOf(signContractSchema.safeParse({ ...base, consent: true, signature_type: 'drawn', drawn_signature: huge }))).toMatchObject({ drawn_signature: m.drawnInvalid });
  });
});

describe('declining and voiding', () => {
  it('need a reason that is not blank', () => {
    expect(messagesOf(declineContractSchema.safeParse({ transaction_id: 3, reason: '   ' }))).toMatchObject({ reason: m.reasonRequired });
    expect(messagesOf(declineContractSchema.safeParse({ transaction_id: 3 }))).toMatchObject({ reason: m.reasonRequired });
    expect(messagesOf(voidTransactionSchema.safeParse({}))).toMatchObject({ reason: m.reasonRequired });
    expect(voidTransactionSchema.parse({ reason: ' Wrong buyer ' })).toEqual({ reason: 'Wrong buyer' });
  });

  it('decline needs the link token or the transaction too', () => {
    expect(messagesOf(declineContractSchema.safeParse({ reason: 'No' }))).toMatchObject({ signing_token: m.linkInvalid });
  });
});

describe('transactionListQuerySchema', () => {
  it('pages from 1 by 10 and filters by property and status', () => {
    expect(transactionListQuerySchema.parse({})).toEqual({ page: 1, per_page: 10 });
    expect(transactionListQuerySchema.parse({ page: '2', property_id: '4', status_id: '6' })).toEqual({ page: 2, per_page: 10, property_id: 4, status_id: 6 });
    expect(transactionListQuerySchema.safeParse({ status_id: '7' }).success).toBe(false);
  });
});
