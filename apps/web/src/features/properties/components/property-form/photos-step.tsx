import '@mantine/dropzone/styles.css';
import { ActionIcon, Badge, Button, Card, Group, Image, Progress, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { MAX_PHOTO_BYTES, type Photo, type PropertyDetail } from '@openhouse/shared/properties/listing';
import { propertyMessages } from '@openhouse/shared/properties/messages';
import { useQueryClient } from '@tanstack/react-query';
import { IconArrowDown, IconArrowUp, IconPhotoPlus, IconStar, IconTrash } from '@tabler/icons-react';
import { useCallback } from 'react';
import { messageOf } from '../../../../lib/api-client';
import { mediaUrl } from '../../../../lib/media-url';
import { toastError, toastSuccess } from '../../../../lib/notify';
import { useDeletePropertyPhoto, useUpdatePhotoOrder, uploadPropertyPhotos } from '../../api/property-photos';
import { propertyKey, useProperty } from '../../../../lib/property-query';
import { usePhotoUploadQueue } from './photo-upload-queue';

/** The server checks these types by content; the dropzone's check only spares a doomed upload. */
const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

const describeUploadError = (error: unknown) => messageOf(error, 'This photo could not be uploaded.');
const announceUploaded = () => toastSuccess(propertyMessages.photosUploaded);

export function PhotosStep({ propertyId }: { propertyId: number }) {
  const queryClient = useQueryClient();
  const detail = useProperty(propertyId);
  const photos = [...(detail.data?.data.photos ?? [])].sort((a, b) => a.position - b.position);
  const reorder = useUpdatePhotoOrder();
  const remove = useDeletePropertyPhoto();

  const upload = useCallback(
    async (file: File) => {
      const answer = await uploadPropertyPhotos({ propertyId, files: [file] });
      // The new photo shows at once; the refetch afterwards brings the server's order and cover.
      queryClient.setQueryData<{ data: PropertyDetail }>(propertyKey(propertyId), (cached) =>
        cached ? { data: { ...cached.data, photos: [...cached.data.photos, ...answer.data] } } : cached,
      );
      void queryClient.invalidateQueries({ queryKey: propertyKey(propertyId) });
    },
    [propertyId, queryClient],
  );
  const queue = usePhotoUploadQueue(upload, describeUploadError, announceUploaded);

  const move = (index: number, step: number) => {
    const order = photos.map((photo) => photo.id);
    const [moved] = order.splice(index, 1);
    order.splice(index + step, 0, moved!);
    reorder.mutate({ propertyId, order }, { onError: (error) => toastError(messageOf(error, 'The new order could not be saved.')) });
  };
  const makeCover = (photo: Photo) =>
    reorder.mutate({ propertyId, cover_photo_id: photo.id }, { onError: (error) => toastError(messageOf(error, 'The cover could not be changed.')) });
  const deletePhoto = (photo: Photo) =>
    remove.mutate(
      { propertyId, photoId: photo.id },
      { onSuccess: () => toastSuccess(propertyMessages.photoDeleted), onError: (error) => toastError(messageOf(error, 'The photo could not be deleted.')) },
    );

  return (
    <Stack gap="md">
      <Dropzone
        onDrop={(files) => queue.add(files)}
        onReject={(rejections) => {
          const tooLarge = rejections.some((rejection) => rejection.errors.some((error) => error.code === 'file-too-large'));
          toastError(tooLarge ? propertyMessages.photoTooLarge : propertyMessages.photoNotImage);
        }}
        accept={PHOTO_TYPES}
        maxSize={MAX_PHOTO_BYTES}
        multiple
        aria-label="Add photos"
      >
        <Group justify="center" gap="md" mih={120} style={{ pointerEvents: 'none' }}>
          <IconPhotoPlus size={40} stroke={1.4} color="var(--mantine-color-blue-6)" aria-hidden />
          <Stack gap={2}>
            <Text fw={600}>Drop photos here or click to choose</Text>
            <Text size="sm" c="dimmed">
              PNG, JPG, GIF or WebP, up to 15 MB each. Several at once.
            </Text>
          </Stack>
        </Group>
      </Dropzone>

      {queue.total > 0 && queue.uploading ? (
        <Stack gap={4} role="status">
          <Text size="sm">
            Uploading {Math.min(queue.done + 1, queue.total)} of {queue.total}…
          </Text>
          <Progress value={queue.progress} animated aria-label="Upload progress" />
        </Stack>
      ) : null}

      {queue.queue.length > 0 ? (
        <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm">
          {queue.queue.map((item) => (
            <Card key={item.key} withBorder padding={4}>
              <Image src={item.preview} alt={item.file.name} h={90} fit="cover" radius="sm" style={{ opacity: item.status === 'failed' ? 0.4 : 0.7 }} />
              <Text size="xs" mt={4} lineClamp={1}>
                {item.file.name}
              </Text>
              {item.status === 'failed' ? (
                <Group gap={4} justify="space-between" wrap="nowrap">
                  <Text size="xs" c="red" lineClamp={2}>
                    {item.error}
                  </Text>
                  <ActionIcon size="sm" variant="subtle" color="gray" aria-label={`Dismiss ${item.file.name}`} onClick={() => queue.remove(item.key)}>
                    <IconTrash size={14} aria-hidden />
                  </ActionIcon>
                </Group>
              ) : (
                <Progress value={item.status === 'uploading' ? 100 : 0} animated={item.status === 'uploading'} size="sm" mt={4} aria-label={`${item.file.name} ${item.status}`} />
              )}
            </Card>
          ))}
        </SimpleGrid>
      ) : null}

      {photos.length === 0 ? (
        <Text size="sm" c="dimmed">
          No photos yet. Listings with photos get far more views.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" aria-label="Listing photos">
          {photos.map((photo, index) => (
            <Card key={photo.id} withBorder padding="xs">
              <Card.Section pos="relative">
                <Image src={mediaUrl(photo.thumb_url)} alt={`Photo ${index + 1}`} h={140} fit="cover" />
                {photo.is_cover ? (
                  <Badge pos="absolute" top={8} left={8} color="yellow" variant="filled" size="sm">
                    Cover
                  </Badge>
                ) : null}
              </Card.Section>
              <Group justify="space-between" mt="xs" gap={4} wrap="nowrap">
                {photo.is_cover ? (
                  <Text size="xs" c="dimmed">
                    Shown first in lists
                  </Text>
                ) : (
                  <Button size="compact-xs" variant="light" leftSection={<IconStar size={12} aria-hidden />} onClick={() => makeCover(photo)}>
                    Make cover
                  </Button>
                )}
                <Group gap={2} wrap="nowrap">
                  <Tooltip label="Move up">
                    <ActionIcon variant="subtle" aria-label={`Move photo ${index + 1} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Move down">
                    <ActionIcon variant="subtle" aria-label={`Move photo ${index + 1} down`} disabled={index === photos.length - 1} onClick={() => move(index, 1)}>
                      <IconArrowDown size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Delete">
                    <ActionIcon variant="subtle" color="red" aria-label={`Delete photo ${index + 1}`} onClick={() => deletePhoto(photo)}>
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
