import { useTranslation } from 'react-i18next';
import { PeopleList } from '../cards';
import { Wrap } from './styles';
import './i18n';

/** /control/fans: the people who follow the caller (the list itself lives with the cards feature). */
export default function FansPage() {
  const { t } = useTranslation();
  return (
    <Wrap data-testid="fans-page">
      <h1>{t('control.fans.title')}</h1>
      <PeopleList kind="fans" />
    </Wrap>
  );
}
