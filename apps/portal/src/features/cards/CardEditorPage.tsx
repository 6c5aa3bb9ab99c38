import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isCardUnavailable } from '@platform/contracts/vcard';
import { Empty, Spinner } from '@platform/ui';
import { CardEditorForm } from './CardEditorForm';
import { standardModuleName } from '@platform/ui/domain';
import { cardToForm, newCardForm } from './cardModel';
import { useCardDetailQuery } from './cardsApi';
import './i18n';

/**
 * /businessCard/add and /businessCard/edit?vcardId= (login required): the card editor. Edit loads
 * the owner's card (unmasked for the owner) and starts the form from it.
 */
export default function CardEditorPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const vcardId = params.get('vcardId') ?? '';
  const { data, isLoading, isError } = useCardDetailQuery({ vcardId }, { skip: !vcardId });
  if (!vcardId) {
    const locale = i18n.language.startsWith('en') ? 'en' : 'zh';
    return <CardEditorForm key="new" initial={newCardForm((code) => standardModuleName(code, locale))} />;
  }
  if (isLoading) return <Spinner label={t('cards.editor.loading')} />;
  if (isError || !data || isCardUnavailable(data) || !data.isOwner)
    return <Empty description={t('cards.editor.notFound')} />;
  return <CardEditorForm key={data.id} initial={cardToForm(data)} syncTime={data.syncTime} />;
}
