import { transactionMessages } from '@openhouse/shared/transactions/messages';
import { DRAWN_SIGNATURE_MAX_CHARS } from '@openhouse/shared/transactions/signature-limits';

/**
 * The drawn signature, kept as strokes in the pad's own coordinates (PAD_WIDTH x PAD_HEIGHT, whatever size
 * the canvas is shown at), so it can be redrawn after a resize and exported at a fixed size.
 */
export const PAD_WIDTH = 600;
export const PAD_HEIGHT = 200;

/** Less ink than this (in pad units) is a tap or a slip, not a signature. */
export const MIN_INK_LENGTH = 20;

export type PadPoint = { x: number; y: number };
export type Stroke = PadPoint[];

type Box = { left: number; top: number; width: number; height: number };

/** A pointer position on the page, in pad units; an unmeasured box (0 wide) counts as actual size. */
export function toPadPoint(clientX: number, clientY: number, box: Box): PadPoint {
  const scaleX = box.width > 0 ? PAD_WIDTH / box.width : 1;
  const scaleY = box.height > 0 ? PAD_HEIGHT / box.height : 1;
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));
  return { x: clamp((clientX - box.left) * scaleX, PAD_WIDTH), y: clamp((clientY - box.top) * scaleY, PAD_HEIGHT) };
}

/** The length of all the lines drawn. */
export function inkLength(strokes: readonly Stroke[]): number {
  let length = 0;
  for (const stroke of strokes) {
    for (let index = 1; index < stroke.length; index += 1) {
      const from = stroke[index - 1]!;
      const to = stroke[index]!;
      length += Math.hypot(to.x - from.x, to.y - from.y);
    }
  }
  return length;
}

/** An empty pad, or one with only dots and slips on it, is no signature. */
export function isPadEmpty(strokes: readonly Stroke[]): boolean {
  return inkLength(strokes) < MIN_INK_LENGTH;
}

/** Adds a point to the stroke being drawn, skipping repeats of the same spot. */
export function extendStroke(strokes: readonly Stroke[], point: PadPoint): Stroke[] {
  const last = strokes[strokes.length - 1];
  if (!last) return [[point]];
  const previous = last[last.length - 1];
  if (previous && previous.x === point.x && previous.y === point.y) return strokes as Stroke[];
  return [...strokes.slice(0, -1), [...last, point]];
}

type Ink = { moveTo(x: number, y: number): void; lineTo(x: number, y: number): void; arc(x: number, y: number, r: number, start: number, end: number): void };
type Surface = Ink & {
  beginPath(): void;
  stroke(): void;
  fill(): void;
  lineWidth: number;
  lineCap: CanvasLineCap;
  lineJoin: CanvasLineJoin;
  strokeStyle: string | CanvasGradient | CanvasPattern;
  fillStyle: string | CanvasGradient | CanvasPattern;
};

/** Draws the strokes onto a 2D context whose units are pad units times `scale`. */
export function drawStrokes(context: Surface, strokes: readonly Stroke[], scale = 1, color = '#1a1b1e'): void {
  context.lineWidth = 2.5 * scale;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.strokeStyle = color;
  context.fillStyle = color;
  for (const stroke of strokes) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    context.beginPath();
    if (rest.length === 0) {
      context.arc(first.x * scale, first.y * scale, 1.25 * scale, 0, Math.PI * 2);
      context.fill();
      continue;
    }
    context.moveTo(first.x * scale, first.y * scale);
    for (const point of rest) context.lineTo(point.x * scale, point.y * scale);
    context.stroke();
  }
}

export type SignatureExport = { ok: true; dataUrl: string } | { ok: false; message: string };

/** Export sizes tried in turn (pad units times this) until the PNG fits the server's limit. */
export const EXPORT_SCALES = [1, 0.75, 0.5] as const;

/**
 * The pad as a PNG data URL the server accepts: refused when the pad is empty, when the browser gave no
 * PNG, or when even the smallest size is over DRAWN_SIGNATURE_MAX_CHARS. `render(scale)` draws and encodes.
 */
export function exportSignature(strokes: readonly Stroke[], render: (scale: number) => string | null): SignatureExport {
  if (isPadEmpty(strokes)) return { ok: false, message: transactionMessages.signatureRequired };
  for (const scale of EXPORT_SCALES) {
    const dataUrl = render(scale);
    if (!dataUrl || !dataUrl.startsWith('data:image/png;base64,')) return { ok: false, message: transactionMessages.drawnInvalid };
    if (dataUrl.length <= DRAWN_SIGNATURE_MAX_CHARS) return { ok: true, dataUrl };
  }
  return { ok: false, message: transactionMessages.drawnInvalid };
}
