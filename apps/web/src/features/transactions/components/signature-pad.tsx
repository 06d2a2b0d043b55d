import { Box, Button, Group, Text } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { useEffect, useRef, type PointerEvent } from 'react';
import { drawStrokes, extendStroke, PAD_HEIGHT, PAD_WIDTH, toPadPoint, type PadPoint, type Stroke } from './signature-pad-model';

/** Draws the strokes on a fresh canvas `scale` times the pad's size and encodes it as PNG (transparent, dark ink). */
export function renderSignaturePng(strokes: readonly Stroke[], scale: number): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(PAD_WIDTH * scale);
  canvas.height = Math.round(PAD_HEIGHT * scale);
  const context = canvas.getContext('2d');
  if (!context) return null;
  drawStrokes(context, strokes, scale);
  return canvas.toDataURL('image/png');
}

type SignaturePadProps = { strokes: Stroke[]; onChange: (strokes: Stroke[]) => void; disabled?: boolean };

/**
 * A plain canvas to sign on with a finger, a pen or a mouse (pointer events; the page does not scroll
 * while drawing). The strokes are kept in pad units, so the drawing survives a resize or rotation.
 */
export function SignaturePad({ strokes, onChange, disabled = false }: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // Pointer events can come faster than renders: each one builds on the latest strokes, not the last render's.
  const latest = useRef(strokes);
  const drawing = useRef<number | null>(null);

  useEffect(() => {
    latest.current = strokes;
    const canvas = canvasRef.current;
    if (!canvas) return;
    const paint = () => {
      const box = canvas.getBoundingClientRect();
      const ratio = window.devicePixelRatio || 1;
      const width = Math.max(1, Math.round((box.width || PAD_WIDTH) * ratio));
      const height = Math.round((width * PAD_HEIGHT) / PAD_WIDTH);
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
      }
      const context = canvas.getContext('2d');
      if (!context) return;
      context.clearRect(0, 0, width, height);
      drawStrokes(context, strokes, width / PAD_WIDTH);
    };
    paint();
    const observer = new ResizeObserver(paint);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [strokes]);

  const update = (next: Stroke[]) => {
    latest.current = next;
    onChange(next);
  };

  const pointsOf = (event: PointerEvent<HTMLCanvasElement>): PadPoint[] => {
    const box = event.currentTarget.getBoundingClientRect();
    // Fast strokes deliver several positions per event; all of them keep the line smooth.
    const native = event.nativeEvent as globalThis.PointerEvent;
    const coalesced = typeof native.getCoalescedEvents === 'function' ? native.getCoalescedEvents() : [];
    const sources = coalesced.length > 0 ? coalesced : [event];
    return sources.map((source) => toPadPoint(source.clientX, source.clientY, box));
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    drawing.current = event.pointerId;
    try {
      event.currentTarget.setPointerCapture?.(event.pointerId);
    } catch {
      // Capture is a nicety: without it a stroke simply ends at the pad's edge.
    }
    const box = event.currentTarget.getBoundingClientRect();
    update([...latest.current, [toPadPoint(event.clientX, event.clientY, box)]]);
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (drawing.current !== event.pointerId) return;
    event.preventDefault();
    let next = latest.current;
    for (const point of pointsOf(event)) next = extendStroke(next, point);
    if (next !== latest.current) update(next);
  };

  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    if (drawing.current === event.pointerId) drawing.current = null;
  };

  return (
    // About the size of a signature line on paper: a full-width pad on a wide screen invites a scrawl.
    <Box maw={560}>
      <Box
        pos="relative"
        style={{
          border: '1px dashed var(--mantine-color-gray-5)',
          borderRadius: 'var(--mantine-radius-md)',
          background: 'var(--mantine-color-white)',
          overflow: 'hidden',
        }}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-label="Signature pad"
          width={PAD_WIDTH}
          height={PAD_HEIGHT}
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
          onLostPointerCapture={end}
          style={{
            display: 'block',
            width: '100%',
            aspectRatio: `${PAD_WIDTH} / ${PAD_HEIGHT}`,
            touchAction: 'none',
            cursor: disabled ? 'not-allowed' : 'crosshair',
          }}
        />
        {/* The line to sign on; drawn in CSS so it never ends up in the exported signature. */}
        <Box
          aria-hidden
          pos="absolute"
          left="6%"
          right="6%"
          bottom="22%"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-4)', pointerEvents: 'none' }}
        />
      </Box>
      <Group justify="space-between" mt={6} gap="xs">
        <Text size="xs" c="dimmed">
          Sign above with your finger, a pen or the mouse.
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconEraser size={14} aria-hidden />}
          onClick={() => update([])}
          disabled={disabled || strokes.length === 0}
        >
          Clear
        </Button>
      </Group>
    </Box>
  );
}
