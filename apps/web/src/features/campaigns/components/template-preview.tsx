import { Box, SegmentedControl, Stack } from '@mantine/core';
import { fillMergeTags, SAMPLE_MERGE_VALUES } from '@openhouse/shared/campaigns/merge-tags';
import { useState } from 'react';

const WIDTHS = { desktop: 640, phone: 375 } as const;

/**
 * The template as a recipient sees it, with sample merge values, in a sandboxed frame at a desktop or a phone's
 * width. Scripts stay off; the frame keeps the app's origin so the listing photos (served same-origin only) show.
 */
export function TemplatePreview({ html, realtorName }: { html: string; realtorName: string }) {
  const [device, setDevice] = useState<keyof typeof WIDTHS>('desktop');
  const document = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head><body style="margin:0">${fillMergeTags(html, { ...SAMPLE_MERGE_VALUES, realtor_name: realtorName })}</body></html>`;
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label="Preview width"
        value={device}
        onChange={(value) => setDevice(value as keyof typeof WIDTHS)}
        data={[
          { value: 'desktop', label: 'Desktop' },
          { value: 'phone', label: 'Phone' },
        ]}
      />
      <Box style={{ overflowX: 'auto' }}>
        <iframe
          title={`Preview at ${device} width`}
          sandbox="allow-same-origin"
          srcDoc={document}
          style={{ width: WIDTHS[device], maxWidth: device === 'phone' ? WIDTHS.phone : '100%', height: 520, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, background: '#fff', display: 'block', margin: '0 auto' }}
        />
      </Box>
    </Stack>
  );
}
