import { AgreementPage } from './AgreementPage';

export default function PrivacyPage() {
  return <AgreementPage kind="privacy" />;
}
