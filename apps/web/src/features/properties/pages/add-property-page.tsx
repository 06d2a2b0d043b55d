import { PageHeader } from '../../../components/page-header';
import { PropertyForm } from '../components/property-form/property-form';

/** /add-property: a new listing, step by step. */
export function AddPropertyPage() {
  return (
    <>
      <PageHeader title="Add Property" description="Address and facts first; photos and documents once the listing is saved." />
      <PropertyForm />
    </>
  );
}
