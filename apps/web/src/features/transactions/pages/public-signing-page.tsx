import { useParams } from 'react-router';
import { SigningScreen } from '../components/signing-screen';

/** /sign/{token}: the link e-mailed to the buyer and then the seller; it needs no sign-in. */
export function PublicSigningPage() {
  const token = useParams().token ?? '';
  return <SigningScreen key={token} signerRef={{ signing_token: token }} />;
}
