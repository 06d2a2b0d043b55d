import { describe, expect, it } from 'vitest';
import { sharedListingIds, threadSubtitle } from './thread-views';

const person = (user_id: number, name: string) => ({ user_id, user: { name } });

describe('threadSubtitle', () => {
  it('names the other person of a one-to-one chat rather than counting two people', () => {
    expect(threadSubtitle([person(1, 'Rita Realtor'), person(2, 'Bea Buyer')], 1)).toBe('Chat with Bea Buyer');
  });

  it('counts and names the others of a group', () => {
    expect(threadSubtitle([person(1, 'Rita'), person(2, 'Bea'), person(3, 'Sam')], 2)).toBe('3 people: Rita, Sam');
  });
});

describe('sharedListingIds', () => {
  const origin = 'https://openhouse.example';

  it("finds links to this site's listing pages, each once, in order", () => {
    const body = `Look at https://openhouse.example/properties/12, and https://openhouse.example/properties/7/ then https://openhouse.example/properties/12`;
    expect(sharedListingIds(body, origin)).toEqual([12, 7]);
  });

  it('leaves other sites and other pages as text', () => {
    expect(sharedListingIds('https://elsewhere.example/properties/3 https://openhouse.example/properties/3/edit https://openhouse.example/homes', origin)).toEqual([]);
  });
});
