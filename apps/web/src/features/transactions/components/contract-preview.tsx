import { Box, Button, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconExternalLink } from '@tabler/icons-react';

/**
 * The unsigned contract, shown in a frame where the browser can show PDFs inline, and always with a link
 * to open it on its own: phone browsers mostly cannot show a PDF inside a page, so they get the link only.
 */
export function ContractPreview({ url }: { url: string }) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  return (
    <div>
      {phone ? (
        <Text size="sm" mb="sm">
          Open the contract to read it in full before you sign.
        </Text>
      ) : (
        <Box
          component="iframe"
          src={url}
          title="Contract preview"
          w="100%"
          h="min(70vh, 720px)"
          mb="sm"
          style={{ display: 'block', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
        />
      )}
      <Button component="a" href={url} target="_blank" rel="noopener" variant="light" leftSection={<IconExternalLink size={16} aria-hidden />}>
        Open the contract
      </Button>
    </div>
  );
}
