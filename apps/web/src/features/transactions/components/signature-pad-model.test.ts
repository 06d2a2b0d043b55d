import { transactionMessages } from '@openhouse/shared/transactions/messages';
import { DRAWN_SIGNATURE_MAX_CHARS } from '@openhouse/shared/transactions/schemas';
import { describe, expect, it } from 'vitest';
import { exportSignature, extendStroke, inkLength, isPadEmpty, PAD_HEIGHT, PAD_WIDTH, toPadPoint, type Stroke } from './signature-pad-model';

const line: Stroke = [
  { x: 10, y: 100 },
  { x: 60, y: 100 },
  { x: 110, y: 80 },
];
const png = (length: number) => `data:image/png;base64,${'A'.repeat(length)}`;

describe('signature pad model', () => {
  it('maps a pointer on a pad shown at any size into pad units, clamped to the pad', () => {
    const box = { left: 20, top: 100, width: 300, height: 100 };
    expect(toPadPoint(170, 150, box)).toEqual({ x: PAD_WIDTH / 2, y: PAD_HEIGHT / 2 });
    expect(toPadPoint(0, 400, box)).toEqual({ x: 0, y: PAD_HEIGHT });
    // An unmeasured pad (0 wide) is taken at its own size instead of dividing by zero.
    expect(toPadPoint(30, 40, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 30, y: 40 });
  });

  it('counts an empty pad, a tap or a tiny slip as no signature', () => {
    expect(isPadEmpty([])).toBe(true);
    expect(isPadEmpty([[{ x: 50, y: 50 }]])).toBe(true);
    expect(
      isPadEmpty([
        [
          { x: 50, y: 50 },
          { x: 55, y: 52 },
        ],
      ]),
    ).toBe(true);
    expect(isPadEmpty([line])).toBe(false);
    expect(inkLength([line])).toBeCloseTo(50 + Math.hypot(50, 20));
  });

  it('extends the current stroke and skips a repeated point', () => {
    const started: Stroke[] = [[{ x: 1, y: 1 }]];
    const extended = extendStroke(started, { x: 5, y: 5 });
    expect(extended).toEqual([
      [
        { x: 1, y: 1 },
        { x: 5, y: 5 },
      ],
    ]);
    expect(extendStroke(extended, { x: 5, y: 5 })).toBe(extended);
    expect(started).toEqual([[{ x: 1, y: 1 }]]);
  });

  it('refuses to export an empty pad without rendering it', () => {
    const scales: number[] = [];
    expect(exportSignature([], (scale) => (scales.push(scale), png(10)))).toEqual({ ok: false, message: transactionMessages.signatureRequired });
    expect(scales).toEqual([]);
  });

  it('exports a PNG data URL, shrinking it until it fits the server limit', () => {
    expect(exportSignature([line], () => png(100))).toEqual({ ok: true, dataUrl: png(100) });

    const tried: number[] = [];
    const result = exportSignature([line], (scale) => {
      tried.push(scale);
      return png(scale === 1 ? DRAWN_SIGNATURE_MAX_CHARS : 1000);
    });
    expect(tried).toEqual([1, 0.75]);
    expect(result).toEqual({ ok: true, dataUrl: png(1000) });
  });

  it('refuses a signature that never fits, or that the browser could not encode as PNG', () => {
    expect(exportSignature([line], () => png(DRAWN_SIGNATURE_MAX_CHARS))).toEqual({ ok: false, message: transactionMessages.drawnInvalid });
    expect(exportSignature([line], () => null)).toEqual({ ok: false, message: transactionMessages.drawnInvalid });
    expect(exportSignature([line], () => 'data:image/jpeg;base64,AAAA')).toEqual({ ok: false, message: transactionMessages.drawnInvalid });
  });
});
