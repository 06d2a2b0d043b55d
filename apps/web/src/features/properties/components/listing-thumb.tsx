import { Box, Image } from '@mantine/core';
import type { Photo } from '@openhouse/shared/properties/listing';
import { mediaUrl } from '../../../lib/media-url';
import { PhotoPlaceholder } from './photo-placeholder';

/** The small cover picture in table rows. */
export function ListingThumb({ cover }: { cover: Pick<Photo, 'thumb_url'> | null }) {
  return (
    <Box w={64} h={44} style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden', flexShrink: 0 }}>
      {cover ? <Image src={mediaUrl(cover.thumb_url)} alt="" w={64} h={44} fit="cover" loading="lazy" /> : <PhotoPlaceholder height={44} iconSize={18} />}
    </Box>
  );
}
