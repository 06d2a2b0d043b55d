import { describe, expect, it } from 'vitest';
import { biddingMessages as m } from './messages';
import { bidApprovalFieldsSchema, enableBidSchema, placeBidSchema } from './schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('enableBidSchema', () => {
  const valid = { property_id: '7', bid_amount: '1,250,000', bid_incremental_amount: '$5,000.50', bid_starting_time: '1760000000000', bid_ending_time: 1760086400000 };

  it('strips commas and dollar signs from amounts and reads millisecond timestamps', () => {
    expect(enableBidSchema.parse(valid)).toMatchObject({
      property_id: 7,
      bid_amount: 1250000,
      bid_incremental_amount: 5000.5,
      bid_starting_time: 1760000000000,
      bid_ending_time: 1760086400000,
    });
  });

  it('names each missing field with the form message', () => {
    expect(firstMessage(enableBidSchema.safeParse({ ...valid, bid_amount: '' }))).toBe(m.bidStartAmountRequired);
    expect(firstMessage(enableBidSchema.safeParse({ ...valid, bid_incremental_amount: undefined }))).toBe(m.incrementRequired);
    expect(firstMessage(enableBidSchema.safeParse({ ...valid, bid_starting_time: null }))).toBe(m.startTimeRequired);
    expect(firstMessage(enableBidSchema.safeParse({ ...valid, bid_ending_time: '' }))).toBe(m.endTimeRequired);
  });

  it('refuses amounts that are not positive, and a premium above the cap', () => {
    expect(firstMessage(enableBidSchema.safeParse({ ...valid, bid_amount: '-5' }))).toBe(m.bidStartAmountInvalid);
    expect(firstMessage(enableBidSchema.safeParse({ ...valid, bid_incremental_amount: 'ten' }))).toBe(m.incrementInvalid);
    expect(firstMessage(enableBidSchema.safeParse({ ...valid, buyers_premium_rate: 26 }))).toBe(m.premiumRateInvalid);
  });
});

describe('placeBidSchema', () => {
  it('reads the contingency as a list, JSON text or one value', () => {
    expect(placeBidSchema.parse({ bid_property_id: 1, contingency: ['loan'] }).contingency).toEqual(['loan']);
    expect(placeBidSchema.parse({ bid_property_id: 1, contingency: '["loan","inspection"]' }).contingency).toEqual(['loan', 'inspection']);
    expect(placeBidSchema.parse({ bid_property_id: 1, contingency: 'no-contingency' }).contingency).toEqual(['no-contingency']);
  });

  it('leaves a missing amount to the amount rule, which says it is required', () => {
    expect(placeBidSchema.safeParse({ bid_property_id: 1 }).success).toBe(true);
  });
});

describe('bidApprovalFieldsSchema', () => {
  const valid = { bid_nickname: ' Lucky ', status: 'agent', agreement: 'true', property_id: '3' };

  it('trims the nickname and reads the checkbox as the form sends it', () => {
    for (const agreement of [true, 'true', '1', 'on', 1]) {
      expect(bidApprovalFieldsSchema.parse({ ...valid, agreement })).toMatchObject({ bid_nickname: 'Lucky', agreement: true, property_id: 3 });
    }
  });

  it('uses the spec messages', () => {
    expect(firstMessage(bidApprovalFieldsSchema.safeParse({ ...valid, bid_nickname: '' }))).toBe(m.nicknameRequired);
    expect(firstMessage(bidApprovalFieldsSchema.safeParse({ ...valid, bid_nickname: 'ab' }))).toBe(m.nicknameMin);
    expect(firstMessage(bidApprovalFieldsSchema.safeParse({ ...valid, status: 'investor' }))).toBe(m.statusRequired);
    expect(firstMessage(bidApprovalFieldsSchema.safeParse({ ...valid, agreement: 'false' }))).toBe(m.agreementRequired);
    expect(m.agreementRequired).toBe('Please agree with Buyer\u2019s Premium rule.');
  });
});
