import { Button, CopyButton, Group, TextInput } from '@mantine/core';

/** A link in a read-only field with a copy button. */
export function CopyableLink({ label, url }: { label: string; url: string }) {
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput label={label} value={url} readOnly style={{ flex: 1 }} onFocus={(event) => event.currentTarget.select()} />
      <CopyButton value={url} timeout={2000}>
        {({ copied, copy }) => (
          <Button variant="light" onClick={copy} color={copied ? 'teal' : undefined}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
