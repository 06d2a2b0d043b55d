import { ComingSoon } from '../../../components/coming-soon';

export function EditPropertyPage() {
  return <ComingSoon title="Edit Property" />;
}
