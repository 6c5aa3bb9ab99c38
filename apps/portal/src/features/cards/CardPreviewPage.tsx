import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DraftCard, SampleError } from './CardViewPage';
import { readDraft } from './cardModel';
import { CARD_ADD_PATH, editPath } from './paths';
import { Shell } from './viewStyles';
import './i18n';

/** /businessCard/preview (login): the owner's look at the locally stored view-card draft. */
export default function CardPreviewPage() {
  const { t } = useTranslation();
  const draft = readDraft();
  if (!draft) return <SampleError />;
  return (
    <Shell>
      <Link to={draft.id ? editPath(draft.id) : CARD_ADD_PATH}>{t('cards.view.back')}</Link>
      <DraftCard draft={draft} />
    </Shell>
  );
}
