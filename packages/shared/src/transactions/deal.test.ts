import { describe, expect, it } from 'vitest';
import { collapseRepeatedOpens, dealContingencies, fundingOf, statusHistory } from './deal';
import type { ContractEvent } from './schemas';

const event = (name: ContractEvent['event'], role: ContractEvent['role'], who: string, at: string): ContractEvent => ({
  event: name,
  role,
  name: who,
  ip: null,
  user_agent: null,
  detail: null,
  created_at: at,
});

describe('dealContingencies', () => {
  it('dates each kept contingency from acceptance, never past closing, and leaves out No Contingency', () => {
    expect(dealContingencies('2026-03-01', '2026-03-20', ['loan', 'inspection'])).toEqual([
      { name: 'inspection', label: 'Inspection', due_date: '2026-03-18' },
      { name: 'loan', label: 'Loan', due_date: '2026-03-20' },
    ]);
    expect(dealContingencies('2026-03-01', '2026-05-01', ['no-contingency'])).toEqual([]);
  });
});

describe('fundingOf', () => {
  it('reads a loan contingency as financing and anything else as cash', () => {
    expect(fundingOf(['loan']).kind).toBe('financed');
    expect(fundingOf(['inspection']).kind).toBe('cash');
    expect(fundingOf(['no-contingency']).label).toBe('Cash (no loan contingency)');
  });
});

describe('statusHistory', () => {
  it('dates each status by the first event that reached it', () => {
    const history = statusHistory([
      event('created', 'realtor', 'Rita', 't1'),
      event('signed', 'buyer', 'Bea', 't2'),
      event('signed', 'seller', 'Sam', 't3'),
      event('completed', 'system', 'Openhouse', 't3'),
      event('in_escrow', 'realtor', 'Rita', 't4'),
      event('closed', 'realtor', 'Rita', 't5'),
    ]);
    expect(history.map((step) => [step.name, step.at])).toEqual([
      ['Contract Sent', 't1'],
      ['Buyer Signed', 't2'],
      ['Contract Signed', 't3'],
      ['In Escrow', 't4'],
      ['Closed', 't5'],
    ]);
  });
});

describe('collapseRepeatedOpens', () => {
  it('keeps the first of consecutive opens by one signer and counts them, but not opens split by another step', () => {
    const shown = collapseRepeatedOpens([
      event('viewed', 'buyer', 'Bea', 't1'),
      event('viewed', 'buyer', 'Bea', 't2'),
      event('viewed', 'buyer', 'Bea', 't3'),
      event('consented', 'buyer', 'Bea', 't4'),
      event('viewed', 'buyer', 'Bea', 't5'),
      event('viewed', 'seller', 'Sam', 't6'),
    ]);
    expect(shown.map((row) => [row.event, row.created_at, row.times])).toEqual([
      ['viewed', 't1', 3],
      ['consented', 't4', 1],
      ['viewed', 't5', 1],
      ['viewed', 't6', 1],
    ]);
  });
});
