import { ComingSoon } from '../../../components/coming-soon';

export function MyListingsPage() {
  return <ComingSoon title="My Listings" />;
}
