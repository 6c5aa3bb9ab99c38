import { useTranslation } from 'react-i18next';
import './i18n';

export default function CardPreviewPage() {
  const { t } = useTranslation();
  return <h1>{t('cards.view.loading')}</h1>;
}
