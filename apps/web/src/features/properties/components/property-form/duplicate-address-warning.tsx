import { Alert, Anchor, List } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { propertyMessages } from '@openhouse/shared/properties/messages';
import { IconCopy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAddressCheck } from '../../api/check-address';

/**
 * Warns, without blocking, when the typed address is already a listing's: the realtor's own (a draft too) or
 * one on the market. Each is named and linked, so the realtor can tell a duplicate from a second unit.
 */
export function DuplicateAddressWarning({ streetAddress, zipCode, propertyId }: { streetAddress: string; zipCode: string; propertyId?: number }) {
  const [street] = useDebouncedValue(streetAddress, 400);
  const [zip] = useDebouncedValue(zipCode.trim(), 400);
  const check = useAddressCheck({ street_address: street, zip_code: /^\d{5}/.test(zip) ? zip : undefined, exclude_id: propertyId });
  const matches = street.trim().length >= 3 ? (check.data?.data ?? []) : [];
  if (matches.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconCopy size={18} aria-hidden />} title="Possible duplicate" role="status">
      {propertyMessages.duplicateAddress(matches.map((match) => `“${match.label}”`).join(', '))}
      <List size="sm" mt={6}>
        {matches.map((match) => (
          <List.Item key={match.id}>
            <Anchor component={Link} to={`/properties/${match.id}`} target="_blank" size="sm">
              {match.label}
            </Anchor>{' '}
            ({match.address}
            {match.published ? '' : ', draft'})
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
