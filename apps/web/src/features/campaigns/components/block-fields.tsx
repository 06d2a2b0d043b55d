import { Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { TemplateBlock } from '@openhouse/shared/campaigns/template-blocks';
import type { TemplateImage } from '@openhouse/shared/campaigns/campaign-schemas';
import type { PropertySummary } from '@openhouse/shared/properties/listing';

type Props = {
  block: TemplateBlock;
  onChange: (block: TemplateBlock) => void;
  images: TemplateImage[];
  listings: PropertySummary[];
  origin: string;
};

const money = (value: number) => value.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** The fields of one block of the template editor. */
export function BlockFields({ block, onChange, images, listings, origin }: Props) {
  switch (block.type) {
    case 'heading':
      return <TextInput label="Heading" value={block.text} onChange={(event) => onChange({ ...block, text: event.currentTarget.value })} />;
    case 'text':
      return <Textarea label="Text" autosize minRows={3} value={block.text} onChange={(event) => onChange({ ...block, text: event.currentTarget.value })} />;
    case 'button':
      return (
        <Stack gap="xs">
          <TextInput label="Button label" value={block.label} onChange={(event) => onChange({ ...block, label: event.currentTarget.value })} />
          <TextInput label="Button link" value={block.url} onChange={(event) => onChange({ ...block, url: event.currentTarget.value })} />
        </Stack>
      );
    case 'image':
      return (
        <Stack gap="xs">
          <Select
            label="Image"
            placeholder={images.length ? 'Choose an uploaded image' : 'Upload an image first'}
            data={images.map((image) => ({ value: image.url, label: image.filename }))}
            value={images.some((image) => image.url === block.url) ? block.url : null}
            onChange={(url) => url && onChange({ ...block, url })}
          />
          <TextInput label="Image address" value={block.url} onChange={(event) => onChange({ ...block, url: event.currentTarget.value })} />
          <TextInput label="Description (for screen readers)" value={block.alt} onChange={(event) => onChange({ ...block, alt: event.currentTarget.value })} />
        </Stack>
      );
    case 'listing':
      return (
        <Stack gap="xs">
          <Select
            label="Listing"
            placeholder={listings.length ? 'Choose one of your listings' : 'You have no listings yet'}
            data={listings.map((listing) => ({ value: String(listing.id), label: `${listing.label} · ${listing.street_address}` }))}
            value={String(block.property_id)}
            onChange={(value) => {
              const listing = listings.find((candidate) => String(candidate.id) === value);
              if (listing) onChange(listingBlock(listing, origin));
            }}
          />
          <Text size="sm" c="dimmed">
            {block.title} · {block.price} · {block.address}
          </Text>
        </Stack>
      );
    case 'divider':
      return (
        <Text size="sm" c="dimmed">
          A thin line between sections.
        </Text>
      );
  }
}

/** A listing card filled from one of the realtor's listings. */
export function listingBlock(listing: PropertySummary, origin: string): TemplateBlock {
  const photo = listing.cover?.url ?? null;
  return {
    type: 'listing',
    property_id: listing.id,
    title: listing.label,
    address: `${listing.street_address}, ${listing.city}, ${listing.state}`,
    price: money(listing.value),
    image_url: photo ? new URL(photo, origin).toString() : null,
    url: `${origin}/properties/${listing.id}`,
  };
}
