import { ActionIcon, Card, Checkbox, Group, Image, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconFile, IconFolder } from '@tabler/icons-react';
import { fileLink, type Item } from '../api/file-manager-api';
import { previewOf, sizeLabel } from './file-views';
import { ItemMenu, type ItemActions } from './item-menu';

type FileGridProps = { items: readonly Item[]; selected: ReadonlySet<string>; onToggle: (path: string) => void; actions: ItemActions; emptyMessage: string };

/** The grid view: a card per item, images shown as thumbnails. */
export function FileGrid({ items, selected, onToggle, actions, emptyMessage }: FileGridProps) {
  if (items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {emptyMessage}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="sm" aria-label="Files">
      {items.map((item) => (
        <Card key={item.path} withBorder padding="xs" radius="md" bg={selected.has(item.path) ? 'var(--mantine-color-blue-light)' : undefined} onContextMenu={(event) => actions.onContextMenu(event, item)}>
          <Group justify="space-between" wrap="nowrap" mb={4}>
            <Checkbox size="xs" aria-label={`Select ${item.basename}`} checked={selected.has(item.path)} onChange={() => onToggle(item.path)} />
            <ItemMenu item={item} actions={actions} target={<ActionIcon size="sm" variant="subtle" aria-label={`Actions for ${item.basename}`}>⋯</ActionIcon>} />
          </Group>
          <UnstyledButton onClick={() => actions.onOpen(item)} aria-label={`Open ${item.basename}`}>
            <Stack align="center" gap={4}>
              {previewOf(item) === 'image' ? (
                <Image src={fileLink('preview', item.path)} alt="" h={72} w="100%" fit="contain" />
              ) : item.type === 'dir' ? (
                <IconFolder size={56} color="var(--mantine-color-yellow-7)" aria-hidden />
              ) : (
                <IconFile size={56} aria-hidden />
              )}
              <Text size="xs" ta="center" lineClamp={2} style={{ wordBreak: 'break-word' }}>
                {item.basename}
              </Text>
              <Text size="xs" c="dimmed">
                {sizeLabel(item)}
              </Text>
            </Stack>
          </UnstyledButton>
        </Card>
      ))}
    </SimpleGrid>
  );
}
