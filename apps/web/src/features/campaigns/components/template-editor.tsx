import { ActionIcon, Button, Card, CopyButton, FileButton, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { campaignMessages as m } from '@openhouse/shared/campaigns/messages';
import { MERGE_TAGS } from '@openhouse/shared/campaigns/merge-tags';
import { emptyBlock, renderBlocks, TEMPLATE_BLOCK_LABELS, type TemplateBlock, type TemplateBlockType } from '@openhouse/shared/campaigns/template-blocks';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useMyListings } from '../../../lib/my-listings';
import { useImageActions, useImages } from '../api/campaigns-api';
import { BlockFields, listingBlock } from './block-fields';
import { TemplatePreview } from './template-preview';

type Props = {
  name: string;
  onNameChange: (name: string) => void;
  blocks: TemplateBlock[];
  onBlocksChange: (blocks: TemplateBlock[]) => void;
  realtorName: string;
};

const ADDABLE: TemplateBlockType[] = ['heading', 'text', 'image', 'button', 'listing', 'divider'];

/** The template editor: e-mail-safe blocks in order, merge tags to copy, images to upload, and a live preview. */
export function TemplateEditor({ name, onNameChange, blocks, onBlocksChange, realtorName }: Props) {
  const images = useImages();
  const listings = useMyListings();
  const imageActions = useImageActions();
  const origin = window.location.origin;

  const change = (index: number, block: TemplateBlock) => onBlocksChange(blocks.map((current, at) => (at === index ? block : current)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...blocks];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onBlocksChange(next);
  };
  const add = (type: TemplateBlockType) => {
    if (type !== 'listing') return onBlocksChange([...blocks, emptyBlock(type)]);
    const first = listings.data?.data[0];
    if (!first) return toastError('Add a listing first: the card is filled from one of your listings.');
    onBlocksChange([...blocks, listingBlock(first, origin)]);
  };
  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    try {
      const answer = await imageActions.upload.mutateAsync(files);
      toastSuccess(answer.message ?? m.imageUploaded);
      const url = answer.data[0]?.url;
      if (url) onBlocksChange([...blocks, { type: 'image', url, alt: '' }]);
    } catch (error) {
      toastError(messageOf(error, 'The image could not be uploaded.'));
    }
  };

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <Stack gap="sm">
        <TextInput label="Template name" required value={name} onChange={(event) => onNameChange(event.currentTarget.value)} />
        <Paper withBorder p="sm">
          <Text size="sm" fw={500} mb={4}>
            Merge tags
          </Text>
          <Text size="xs" c="dimmed" mb="xs">
            Type or paste one into any text: each recipient sees their own value.
          </Text>
          <Group gap={6}>
            {MERGE_TAGS.map((tag) => (
              <CopyButton key={tag} value={`{{${tag}}}`}>
                {({ copied, copy }) => (
                  <Button size="compact-xs" variant={copied ? 'filled' : 'light'} onClick={copy}>
                    {copied ? 'Copied' : `{{${tag}}}`}
                  </Button>
                )}
              </CopyButton>
            ))}
          </Group>
        </Paper>
        {blocks.length === 0 && (
          <Text c="dimmed" size="sm">
            No blocks yet: add a heading, some text or a listing card below.
          </Text>
        )}
        {blocks.map((block, index) => (
          <Card key={index} withBorder padding="sm" aria-label={`${TEMPLATE_BLOCK_LABELS[block.type]} block`}>
            <Group justify="space-between" mb="xs">
              <Title order={4} size="sm">
                {TEMPLATE_BLOCK_LABELS[block.type]}
              </Title>
              <Group gap={4}>
                <Tooltip label="Move up">
                  <ActionIcon variant="subtle" aria-label="Move up" disabled={index === 0} onClick={() => move(index, -1)}>
                    <IconArrowUp size={16} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Move down">
                  <ActionIcon variant="subtle" aria-label="Move down" disabled={index === blocks.length - 1} onClick={() => move(index, 1)}>
                    <IconArrowDown size={16} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Remove block">
                  <ActionIcon variant="subtle" color="red" aria-label="Remove block" onClick={() => onBlocksChange(blocks.filter((_, at) => at !== index))}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
            <BlockFields block={block} onChange={(next) => change(index, next)} images={images.data ?? []} listings={listings.data?.data ?? []} origin={origin} />
          </Card>
        ))}
        <Group gap="xs">
          {ADDABLE.map((type) => (
            <Button key={type} size="xs" variant="default" onClick={() => add(type)}>
              + {TEMPLATE_BLOCK_LABELS[type]}
            </Button>
          ))}
          <FileButton onChange={(files) => void upload(files)} accept="image/png,image/jpeg,image/gif,image/webp" multiple>
            {(props) => (
              <Button {...props} size="xs" variant="light" loading={imageActions.upload.isPending}>
                Upload image
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
      <TemplatePreview html={renderBlocks(blocks)} realtorName={realtorName} />
    </SimpleGrid>
  );
}
