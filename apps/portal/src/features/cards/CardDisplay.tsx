import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ModuleCode } from '@platform/contracts/constants';
import {
  BusinessCardView,
  parseContent,
  StockQuotePanel,
  type BusinessCard,
  type CardModule,
  type DynamicItem,
} from '@platform/ui/domain';
import { profilePath } from '../enterprise';
import { useCardStockDayQuery } from './cardsApi';
import { useDynamicsPaging } from './useDynamicsPaging';
import './i18n';

/** A card to show: its header and modules (content strings as stored). */
export interface DisplayCard extends BusinessCard {
  type: 1 | 2;
}

const modulesOf = (card: DisplayCard): CardModule[] =>
  card.vcardModuleVOList ?? card.vcardModuleDTOList ?? [];
const moduleOf = (card: DisplayCard, code: number) => modulesOf(card).find((m) => m.moduleCode === code);

export interface CardDisplayProps {
  card: DisplayCard;
  /** The server says the linked enterprise is listed (stock module 17 only then). */
  isStockCompany: boolean;
  /** The viewer owns the card (unmasked; contacts from the server are already masked for others). */
  isOwner: boolean;
}

/**
 * The card preview / view body (spec 2 §2, §4): the ui's BusinessCardView with the display rules,
 * lightbox and dynamics detail dialog, fed with paged dynamics and, for a stock company, the day quote.
 */
export function CardDisplay({ card, isStockCompany, isOwner }: CardDisplayProps) {
  const { t } = useTranslation();
  const linked = parseContent(moduleOf(card, ModuleCode.LINKED_ENTERPRISE)?.content) as
    { companyId?: string; companyName?: string } | undefined;
  const companyId = card.type === 2 ? String(linked?.companyId ?? '') : '';
  const dynamicsModule = moduleOf(card, ModuleCode.DYNAMICS);
  const source = useMemo(() => {
    if (!dynamicsModule || dynamicsModule.ifDisplay !== 1) return null;
    const own = parseContent(dynamicsModule.content);
    const deleted = parseContent(moduleOf(card, ModuleCode.DELETED_DYNAMICS)?.content);
    return {
      type: card.type,
      companyId,
      customDynamics: (Array.isArray(own) ? own : []) as DynamicItem[],
      deletedDynamicIds: (Array.isArray(deleted) ? deleted : []).map(String),
    };
  }, [card, companyId, dynamicsModule]);
  const dynamics = useDynamicsPaging(source);
  const showStock = isStockCompany && !!companyId && !!moduleOf(card, ModuleCode.STOCK);
  const { data: quote } = useCardStockDayQuery({ companyId }, { skip: !showStock });

  // Module 14 shows the paged list (system and own dynamics); module 17 shows the day quote.
  const shown = useMemo<DisplayCard>(() => {
    const modules = modulesOf(card).map((m) => {
      if (m.moduleCode === ModuleCode.DYNAMICS && dynamics.loaded) return { ...m, content: dynamics.items };
      if (m.moduleCode === ModuleCode.STOCK) return { ...m, content: quote ?? {} };
      return m;
    });
    return { ...card, vcardModuleVOList: modules, vcardModuleDTOList: undefined };
  }, [card, dynamics.items, dynamics.loaded, quote]);

  return (
    <BusinessCardView
      card={shown}
      isOwner={isOwner}
      isStockCompany={showStock}
      dynamics={{
        items: dynamics.items,
        loading: dynamics.loading,
        hasMore: dynamics.hasMore,
        onLoadMore: dynamics.loadMore,
      }}
      renderLinkedEnterprise={(id) => (
        <Link to={profilePath(id)}>{linked?.companyName || card.orgName || t('cards.view.viewProfile')}</Link>
      )}
      renderStockChart={() =>
        quote ? (
          <StockQuotePanel quote={quote} stockName={quote.stockName} stockCode={quote.stockCode} />
        ) : null
      }
    />
  );
}
