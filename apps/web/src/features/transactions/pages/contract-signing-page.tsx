import { Alert } from '@mantine/core';
import { transactionMessages } from '@openhouse/shared/transactions/messages';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { SigningScreen } from '../components/signing-screen';

/** /contract-signing?transaction_id=N: a signed-in party signs (where the spec's start-docusign link leads). */
export function ContractSigningPage() {
  const [params] = useSearchParams();
  const transactionId = Number(params.get('transaction_id'));
  if (!Number.isInteger(transactionId) || transactionId <= 0) {
    return (
      <>
        <PageHeader title="Sign the contract" />
        <Alert color="red" variant="light" role="alert">
          {transactionMessages.linkInvalid}
        </Alert>
      </>
    );
  }
  return <SigningScreen key={transactionId} signerRef={{ transaction_id: transactionId }} />;
}
