import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ModuleCode } from '@platform/contracts/constants';
import type { CardDetail } from '@platform/contracts/vcard';
import { isCardUnavailable } from '@platform/contracts/vcard/limits';
import { Button, Spinner, toast } from '@platform/ui';
import { useAppSelector } from '../../shared/store/hooks';
import { CardDisplay } from './CardDisplay';
import { CardReminder } from './CardReminder';
import { readDraft, type ViewCardDraft } from './cardModel';
import { useCardDetailQuery } from './cardsApi';
import { viewTarget } from './paths';
import { Notice, Shell } from './viewStyles';
import './i18n';

// Loaded on demand: only a signed-in viewer of someone else's card opens it.
const CardDetailDialog = lazy(() => import('./CardDetailDialog'));

/** Spec 2 §8: the sample-address error toast stays 1500 ms. */
export const SAMPLE_ERROR_MS = 1500;

/** 样本地址信息有误，请刷新后重试！ as a 1500 ms toast, then on the page. */
export function SampleError() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    toast.error(t('cards.view.sampleError'), SAMPLE_ERROR_MS);
    const timer = setTimeout(() => setShown(true), SAMPLE_ERROR_MS);
    return () => clearTimeout(timer);
  }, [t]);
  return <Shell>{shown && <Notice role="alert">{t('cards.view.sampleError')}</Notice>}</Shell>;
}

const companyOf = (modules: Array<{ moduleCode: number; content: unknown }>) => {
  const raw = modules.find((m) => m.moduleCode === ModuleCode.LINKED_ENTERPRISE)?.content;
  try {
    const value = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { companyId?: string } | null;
    return String(value?.companyId ?? '');
  } catch {
    return '';
  }
};

/** The locally stored draft (preview, and the view with cardType other than 0); the owner's own card. */
export function DraftCard({ draft }: { draft: ViewCardDraft }) {
  const companyId = draft.type === 2 ? companyOf(draft.vcardModuleDTOList) : '';
  return (
    <>
      {draft.id && companyId && <CardReminder mode="preview" vcardId={draft.id} companyId={companyId} />}
      <CardDisplay card={draft} isStockCompany={draft.isStockCompany} isOwner />
    </>
  );
}

/**
 * Spec 1 §2: the card detail dialog wherever a card appears. On the public view a signed-in viewer
 * of someone else's card opens it for the card's actions (follow, add friend, save to folder...).
 */
function CardActionsEntry({ vcardId }: { vcardId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        {t('cards.view.actions')}
      </Button>
      {open && (
        <Suspense fallback={<Spinner />}>
          <CardDetailDialog open={open} onOpenChange={setOpen} vcardId={vcardId} />
        </Suspense>
      )}
    </>
  );
}

function ServerCard({ vcardId }: { vcardId: string }) {
  const { t } = useTranslation();
  const signedIn = useAppSelector((s) => !!s.app.token);
  const { data, isLoading, isError } = useCardDetailQuery({ vcardId });
  if (isLoading) return <Spinner label={t('cards.view.loading')} />;
  if (isError || !data) return <SampleError />;
  if (isCardUnavailable(data))
    return (
      <Notice role="status">
        {data.unavailable === 'private' ? t('cards.view.private') : t('cards.view.deleted')}
      </Notice>
    );
  const card: CardDetail = data;
  const companyId = card.type === 2 ? companyOf(card.vcardModuleVOList) : '';
  return (
    <>
      {card.isOwner && companyId && (
        <CardReminder mode="preview" vcardId={card.id} companyId={companyId} syncTime={card.syncTime} />
      )}
      <CardDisplay
        card={{ ...card, type: card.type === 1 ? 1 : 2 }}
        isStockCompany={card.isStockCompany}
        isOwner={card.isOwner}
      />
      {signedIn && !card.isOwner && <CardActionsEntry vcardId={card.id} />}
    </>
  );
}

/**
 * /businessCard/view?vcardId&cardType (public, read-only): cardType 0 loads the card from the
 * server (a private or deleted card says so); any other value shows the local view-card draft.
 * A link with a vcardId and no cardType is read as a server card (shared links).
 */
export default function CardViewPage() {
  const [params] = useSearchParams();
  const target = viewTarget(params);
  if (target.fromServer) {
    if (!target.vcardId) return <SampleError />;
    return (
      <Shell>
        <ServerCard vcardId={target.vcardId} />
      </Shell>
    );
  }
  const draft = readDraft();
  if (!draft) return <SampleError />;
  return (
    <Shell>
      <DraftCard draft={draft} />
    </Shell>
  );
}
