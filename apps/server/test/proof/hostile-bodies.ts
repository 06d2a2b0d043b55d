import fc from 'fast-check';
import type { JsonSchema } from './openapi-routes';

/*
 * Bodies built from a route's own JSON schema (its OpenAPI document), bent every way a client can bend
 * them: right shapes with wrong values, wrong types, huge and exotic strings (unpaired surrogates among
 * them), nulls, extra and missing fields, arrays for objects and for single values, numbers out of range,
 * ids written other than as digits, text one past its limit.
 */

const HUGE = 'x'.repeat(200_000);

/** Lone halves of a UTF-16 pair: JSON carries them, PostgreSQL's jsonb and UTF-8 cannot. */
export const UNPAIRED_SURROGATES = ['\ud800', 'x\udfffy', 'end\udbff', '\udc00start'] as const;
/** Text PostgreSQL cannot store (NUL, alone and inside a word), and other control characters. */
export const CONTROL_TEXTS = ['\u0000', 'a\u0000b', 'bell\u0007', '\u001b[31mred'] as const;
/** Ids written other than as digits: hexadecimal, signed, padded, exponent, fractional, as an array. */
export const ODD_IDS: readonly unknown[] = ['0x10', '+16', '-16', ' 16', '016', '1e1', '16.5', [16], ['16']];

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    HUGE,
    '',
    ' ',
    '\u0000',
    ...UNPAIRED_SURROGATES,
    ...CONTROL_TEXTS,
    '💥'.repeat(5000),
    "'; drop table users; --",
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '%00',
    '1e309',
    'NaN',
  ),
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, -(2 ** 53), Number.MAX_VALUE, Number.MIN_VALUE, 1e308, -1e308, 0.1 + 0.2, 1e20),
);

const anyScalar = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));

/** Anything at all: what a client that ignores the schema sends. */
export const anything = fc.oneof(anyScalar, fc.array(anyScalar, { maxLength: 5 }), fc.dictionary(hostileString, anyScalar, { maxKeys: 5 }), fc.anything());

/** A value of roughly the schema's shape, each part sometimes right and sometimes wrong. */
export function shaped(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anything;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => shaped(variant, depth + 1)), anything);
  if (schema.enum?.length) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...schema.enum) }, { weight: 1, arbitrary: anyScalar });
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const wrong = { weight: 1, arbitrary: anything };
  switch (type) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const record: Record<string, fc.Arbitrary<unknown>> = Object.fromEntries(properties.map(([name, property]) => [name, shaped(property, depth + 1)]));
      const required = new Set(schema.required ?? []);
      const object = fc.record(record, { requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)) });
      const withExtra = fc.tuple(object, fc.dictionary(hostileString, anything, { maxKeys: 3 })).map(([value, extra]) => ({ ...extra, ...value }));
      const missing = fc.record(record, { requiredKeys: [] });
      return fc.oneof(
        { weight: 4, arbitrary: object },
        { weight: 2, arbitrary: withExtra },
        { weight: 2, arbitrary: missing },
        { weight: 1, arbitrary: object.map((value) => [value]) },
        wrong,
      );
    }
    case 'array':
      return fc.oneof({ weight: 4, arbitrary: fc.array(shaped(schema.items, depth + 1), { maxLength: (schema.maxItems ?? 5) + 2 }) }, wrong);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -1e9;
      const max = schema.maximum ?? 1e9;
      const inRange =
        type === 'integer' ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) }) : fc.double({ min, max, noNaN: true });
      return fc.oneof(
        { weight: 4, arbitrary: inRange },
        { weight: 2, arbitrary: hostileNumber },
        { weight: 1, arbitrary: hostileNumber.map(String) },
        { weight: 1, arbitrary: fc.constantFrom(...ODD_IDS) },
        { weight: 1, arbitrary: inRange.map((value) => [value]) },
        wrong,
      );
    }
    case 'boolean':
      return fc.oneof({ weight: 4, arbitrary: fc.boolean() }, { weight: 1, arbitrary: fc.constantFrom('true', 'false', 1, 0, 'yes') }, wrong);
    case 'string': {
      const sized = fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 60, 300) });
      const dated = fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
      const onePastLimit = schema.maxLength === undefined ? [] : [{ weight: 1, arbitrary: fc.constant('x'.repeat(schema.maxLength + 1)) }];
      return fc.oneof(
        { weight: 3, arbitrary: sized },
        { weight: 1, arbitrary: dated },
        { weight: 2, arbitrary: hostileString },
        ...onePastLimit,
        { weight: 1, arbitrary: sized.map((value) => [value]) },
        wrong,
      );
    }
    default:
      return anything;
  }
}

/** Raw text that is not the JSON it claims to be. */
export const malformedJson = fc.oneof(
  fc.constantFrom('{', '}', '{"a":', '[1,2', '{"a":1,}', "{'a':1}", 'undefined', 'NaN', '{"__proto__":{"admin":true}}', '\u0000', '"', '{"a":"\\u00"}', HUGE),
  fc.string({ maxLength: 60 }).map((text) => `{${text}`),
);

/** A multipart body that is broken somewhere: no closing boundary, bad headers, garbage bytes, a huge field. */
export const garbageMultipart = fc.oneof(
  fc.uint8Array({ maxLength: 2000 }).map((bytes) => ({ boundary: 'fuzzboundary', payload: Buffer.from(bytes) })),
  fc.tuple(hostileString, fc.uint8Array({ maxLength: 500 })).map(([name, bytes]) => ({
    boundary: 'fuzzboundary',
    payload: Buffer.concat([
      Buffer.from(`--fuzzboundary\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      Buffer.from(bytes),
      Buffer.from('\r\n--fuzzboundary--\r\n'),
    ]),
  })),
  fc.tuple(hostileString, hostileString).map(([name, value]) => ({
    boundary: 'fuzzboundary',
    payload: Buffer.from(`--fuzzboundary\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n--fuzzboundary--\r\n`),
  })),
  fc.constantFrom(
    { boundary: 'fuzzboundary', payload: Buffer.from('--fuzzboundary\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\n\r\nunterminated') },
    { boundary: '', payload: Buffer.from('--\r\n\r\n') },
    { boundary: 'x'.repeat(300), payload: Buffer.from('nothing') },
  ),
);
