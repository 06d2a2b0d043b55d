import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAi, type FakeAi } from '../../../test/fakes/fake-ai';
import { AppError } from '../http/errors';
import { builtInAi, createAi, type ListingFacts } from './ai';
import { sentencesOf, summariseExtractively } from './extractive-summary';
import { writeListingBuiltIn } from './listing-writer';
import { AI_UNAVAILABLE, createOpenAiCompatible } from './openai-compatible';

const facts: ListingFacts = {
  property_type: 'single_family',
  street_address: '742 Evergreen Terrace',
  city: 'Sacramento',
  state: 'CA',
  value: 725000,
  bedrooms: 3,
  bathrooms: 2.5,
  living_area: 1850,
  lot_size: 6000,
  year_built: 1994,
  features: ['Hardwood floors', 'Two-car garage', 'Solar panels'],
};

describe('the built-in listing writer', () => {
  it('writes several sentences from the facts', () => {
    const text = writeListingBuiltIn(facts, 'warm');
    expect(text).toContain('3-bedroom, 2.5-bath single family home in Sacramento, CA');
    expect(text).toContain('1,850 sq ft of living space on a 6,000 sq ft lot');
    expect(text).toContain('Built in 1994');
    expect(text).toContain('hardwood floors, two-car garage and solar panels');
    expect(text).toContain('$725,000');
    expect(sentencesOf(text).length).toBeGreaterThanOrEqual(6);
  });

  it('states each fact once: rooms named in the opening are not repeated, nor features that restate them', () => {
    const text = writeListingBuiltIn({ ...facts, features: ['3 bedrooms', '2.5 baths', 'Fireplace', 'fireplace', '1,850 sq ft'] }, 'warm');
    expect(text.match(/bedroom/g)).toHaveLength(1);
    expect(text.match(/bath/g)).toHaveLength(1);
    expect(text.match(/fireplace/gi)).toHaveLength(1);
    expect(text.match(/1,850/g)).toHaveLength(1);
  });

  it('is deterministic and changes with the tone', () => {
    expect(writeListingBuiltIn(facts, 'luxury')).toBe(writeListingBuiltIn(facts, 'luxury'));
    expect(writeListingBuiltIn(facts, 'luxury')).not.toBe(writeListingBuiltIn(facts, 'professional'));
    expect(writeListingBuiltIn(facts, 'luxury')).toMatch(/exceptional/);
  });

  it('writes something sensible from almost nothing, and never invents facts', () => {
    const text = writeListingBuiltIn({ city: 'Fresno' }, 'professional');
    expect(text).toBe('Presenting a well-kept home in Fresno. Contact the listing agent for details or to arrange a private showing.');
    const land = writeListingBuiltIn({ property_type: 'land', lot_size: 43560, bedrooms: 0 }, 'warm');
    expect(land).toContain('parcel of land');
    expect(land).not.toMatch(/bedroom/);
  });
});

describe('the extractive summariser', () => {
  const text = [
    'The seller disclosed a roof replacement in 2019 with a transferable roof warranty.',
    'The weather was nice on the day of the inspection.',
    'The roof inspection found no leaks and the roof warranty covers ten more years.',
    'Parking is on the street.',
    'A small crack in the garage floor was noted by the inspector.',
    'Everyone enjoyed coffee.',
  ].join(' ');

  it('keeps the sentences about what the text is mostly about, in their order', () => {
    const summary = summariseExtractively(text, 2);
    expect(summary).toBe(
      'The seller disclosed a roof replacement in 2019 with a transferable roof warranty. The roof inspection found no leaks and the roof warranty covers ten more years.',
    );
  });

  it('returns short texts whole and empty texts empty', async () => {
    expect(summariseExtractively('One short sentence here.')).toBe('One short sentence here.');
    expect(summariseExtractively('')).toBe('');
    expect(await builtInAi.summarise(text)).toMatchObject({ source: 'built-in' });
  });
});

describe('the OpenAI-compatible adapter', () => {
  let fake: FakeAi;
  beforeAll(async () => {
    fake = await startFakeAi();
  });
  afterAll(async () => fake?.close());

  it('is chosen when AI_BASE_URL is set, and sends the model, the key and the facts', async () => {
    const ai = createAi({ AI_BASE_URL: fake.baseUrl, AI_API_KEY: fake.apiKey, AI_MODEL: fake.model });
    fake.reply('  A lovely craftsman in Sacramento.  ');
    expect(await ai.writeListing(facts, 'luxury')).toEqual({ text: 'A lovely craftsman in Sacramento.', source: 'ai' });
    const request = fake.requests.at(-1)!;
    expect(request.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(request.model).toBe(fake.model);
    expect(request.messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining('elegant and upscale') });
    expect(request.messages[1]!.content).toContain('"street_address":"742 Evergreen Terrace"');
  });

  it('summarises through the same endpoint', async () => {
    const ai = createOpenAiCompatible({ baseUrl: fake.baseUrl, apiKey: fake.apiKey, model: fake.model });
    fake.reply('Roof replaced in 2019.');
    expect(await ai.summarise('Long disclosure text.')).toEqual({ summary: 'Roof replaced in 2019.', source: 'ai' });
    expect(fake.requests.at(-1)!.messages[1]!.content).toBe('Long disclosure text.');
  });

  it('answers a clear 502 when the key is wrong, the model unknown, the server fails or hangs, or nobody listens', async () => {
    const cases = [
      createOpenAiCompatible({ baseUrl: fake.baseUrl, apiKey: 'wrong', model: fake.model }),
      createOpenAiCompatible({ baseUrl: fake.baseUrl, apiKey: fake.apiKey, model: 'no-such-model' }),
      createOpenAiCompatible({ baseUrl: 'http://127.0.0.1:9', apiKey: fake.apiKey, model: fake.model }),
    ];
    for (const ai of cases) {
      const error = await ai.writeListing(facts, 'warm').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 502, message: AI_UNAVAILABLE });
    }
    const ai = createOpenAiCompatible({ baseUrl: fake.baseUrl, apiKey: fake.apiKey, model: fake.model, timeoutMs: 200 });
    fake.failWith(500);
    await expect(ai.writeListing(facts, 'warm')).rejects.toMatchObject({ status: 502 });
    fake.failWith('hang');
    await expect(ai.writeListing(facts, 'warm')).rejects.toMatchObject({ status: 502 });
    fake.failWith(null);
    fake.reply('');
    await expect(ai.writeListing(facts, 'warm')).rejects.toMatchObject({ status: 502 });
  });

  it('is not used without AI_BASE_URL', () => {
    expect(createAi({ AI_MODEL: 'x' })).toBe(builtInAi);
  });
});
