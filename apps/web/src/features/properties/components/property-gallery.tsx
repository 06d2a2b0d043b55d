import { ActionIcon, AspectRatio, Box, Center, Group, Image, Loader, Text, UnstyledButton } from '@mantine/core';
import type { Photo } from '@openhouse/shared/properties/listing';
import { IconChevronLeft, IconChevronRight, IconMaximize } from '@tabler/icons-react';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { mediaUrl } from '../../../lib/media-url';
import { PhotoPlaceholder } from './photo-placeholder';

const PhotoViewer = lazy(() => import('./photo-viewer'));

type PropertyGalleryProps = { photos: Photo[]; title: string; onOpenFullSize?: () => void };

/** The detail page's photos: a main image, thumbnails, arrow keys and a full-size view. */
export function PropertyGallery({ photos, title, onOpenFullSize }: PropertyGalleryProps) {
  const ordered = [...photos].sort((a, b) => a.position - b.position);
  const [index, setIndex] = useState(0);
  const [fullSize, setFullSize] = useState(false);

  if (ordered.length === 0) {
    return (
      <Box style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
        <PhotoPlaceholder height={280} iconSize={64} />
      </Box>
    );
  }

  const current = Math.min(index, ordered.length - 1);
  const photo = ordered[current]!;
  const go = (step: number) => setIndex((current + step + ordered.length) % ordered.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };
  const open = () => {
    setFullSize(true);
    onOpenFullSize?.();
  };
  const counter = `Photo ${current + 1} of ${ordered.length}`;

  const arrows =
    ordered.length > 1 ? (
      <>
        <ActionIcon variant="white" radius="xl" size="lg" aria-label="Previous photo" onClick={() => go(-1)} pos="absolute" left={8} top="50%" style={{ transform: 'translateY(-50%)' }}>
          <IconChevronLeft size={20} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="white" radius="xl" size="lg" aria-label="Next photo" onClick={() => go(1)} pos="absolute" right={8} top="50%" style={{ transform: 'translateY(-50%)' }}>
          <IconChevronRight size={20} aria-hidden />
        </ActionIcon>
      </>
    ) : null;

  return (
    <Box component="section" aria-roledescription="carousel" aria-label={`Photos of ${title}`} tabIndex={0} onKeyDown={onKeyDown}>
      <Box pos="relative" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }} bg="gray.1">
        <AspectRatio ratio={3 / 2}>
          {/* A block, not the button's default inline-block, so no baseline gap shows under the photo. */}
          <UnstyledButton display="block" w="100%" h="100%" onClick={open} aria-label={`Open ${counter.toLowerCase()} full size`}>
            <Image src={mediaUrl(photo.url)} alt={`${title}, ${counter.toLowerCase()}`} fit="cover" h="100%" w="100%" fetchPriority="high" />
          </UnstyledButton>
        </AspectRatio>
        {arrows}
        <Group gap={4} pos="absolute" bottom={8} right={8}>
          <Text size="xs" c="white" bg="rgba(0,0,0,0.55)" px={8} py={2} style={{ borderRadius: 999 }} aria-live="polite">
            {counter}
          </Text>
          <ActionIcon variant="white" radius="xl" size="md" aria-label="Full size" onClick={open}>
            <IconMaximize size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Box>
      {ordered.length > 1 ? (
        // The browser's own scrolling with a thin bar, padded so the chosen photo's outline is not cut. Mantine's
        // ScrollArea brought floating-ui's helpers, and swapping it in after the first paint drew the thumbnails again.
        <Box mt="xs" p={3} pb={6} style={{ overflowX: 'auto', scrollbarWidth: 'thin' }}>
          <Group gap="xs" wrap="nowrap">
            {ordered.map((item, position) => (
              <UnstyledButton
                key={item.id}
                onClick={() => setIndex(position)}
                aria-label={`Show photo ${position + 1}`}
                aria-current={position === current || undefined}
                style={{
                  flexShrink: 0,
                  borderRadius: 'var(--mantine-radius-sm)',
                  overflow: 'hidden',
                  outline: position === current ? '2px solid var(--mantine-color-blue-6)' : 'none',
                  outlineOffset: 1,
                }}
              >
                <Image src={mediaUrl(item.thumb_url)} alt="" w={88} h={60} fit="cover" loading="lazy" />
              </UnstyledButton>
            ))}
          </Group>
        </Box>
      ) : null}
      {fullSize ? (
        <Suspense fallback={<Center pos="fixed" inset={0} style={{ zIndex: 200 }} role="status" aria-label="Loading full-size photo"><Loader /></Center>}>
          <PhotoViewer
            src={mediaUrl(photo.url)}
            alt={`${title}, ${counter.toLowerCase()}`}
            title={`${title} · ${counter}`}
            arrows={arrows}
            onKeyDown={onKeyDown}
            onClose={() => setFullSize(false)}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
