import { AgreementPage } from './AgreementPage';

export default function UserAgreementPage() {
  return <AgreementPage kind="user" />;
}
