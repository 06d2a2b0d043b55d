import { Button } from '@mantine/core';
import { canListProperties } from '@openhouse/shared/roles/roles';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../../lib/session-context';
import { PropertySearch } from '../components/property-search';

/** /properties: search first — filters on top, the count and sort, the homes beside a map (the home lists are on the dashboard). */
export function PropertiesPage() {
  const { roles } = useSession();
  return (
    <>
      <PageHeader
        title="Properties"
        description="Search listings, save your favourites and follow what is new."
        actions={
          canListProperties(roles) ? (
            <Button component={Link} to="/add-property" leftSection={<IconPlus size={16} aria-hidden />}>
              Add Property
            </Button>
          ) : null
        }
      />
      <PropertySearch />
    </>
  );
}
