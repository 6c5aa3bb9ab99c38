import { useState } from 'react';
import { useUiConfig } from '../../locale';
import { shownModuleName } from '../CardModuleList/moduleCatalog';
import { Lightbox, type LightboxItem } from '../../primitives/Lightbox';
import { CardHeader } from './CardHeader';
import { moduleHasTitle, visibleModules, DYNAMICS_CODE, type BusinessCard, type DynamicItem } from './card';
import { DynamicsList, type DynamicsListProps } from '../DynamicsList';
import { ModuleBody, type ModuleSlots } from './ModuleBody';
import { Card, Module, ModuleTitle } from './BusinessCardView.styles';

export interface BusinessCardViewProps extends Omit<ModuleSlots, 'onOpenMedia'> {
  card: BusinessCard;
  encrypt?: boolean;
  isOwner?: boolean;
  /** The server says the linked enterprise is listed (module 17 shows only then). */
  isStockCompany?: boolean;
  /** Paged dynamics; defaults to the module's own content. */
  dynamics?: Omit<DynamicsListProps, 'onOpen'>;
  onOpenDynamic?: (item: DynamicItem) => void;
  className?: string;
}

/** Card preview / view screen: header, then modules in spec order with the image and video lightbox. */
export function BusinessCardView({
  card,
  encrypt,
  isOwner,
  isStockCompany,
  dynamics,
  onOpenDynamic,
  className,
  ...slots
}: BusinessCardViewProps) {
  const [media, setMedia] = useState<{ items: LightboxItem[]; index: number } | null>(null);
  const { locale } = useUiConfig();
  const modules = visibleModules(card, { isStockCompany });
  return (
    <Card className={className}>
      <CardHeader card={card} encrypt={encrypt} isOwner={isOwner} />
      {modules.map((module) => {
        const title = shownModuleName(module.moduleCode, module.moduleName, locale);
        return (
          <Module key={module.id ?? module.moduleCode} aria-label={title}>
            {moduleHasTitle(module.moduleCode) && <ModuleTitle>{title}</ModuleTitle>}
            {module.moduleCode === DYNAMICS_CODE ? (
              <DynamicsList
                {...(dynamics ?? { items: module.content as DynamicItem[], hasMore: false })}
                onOpen={onOpenDynamic}
              />
            ) : (
              <ModuleBody
                module={module}
                slots={{ ...slots, onOpenMedia: (items, index) => setMedia({ items, index }) }}
              />
            )}
          </Module>
        );
      })}
      <Lightbox
        items={media?.items ?? []}
        open={!!media}
        defaultIndex={media?.index ?? 0}
        key={media ? `${media.index}-${media.items.length}` : 'closed'}
        onOpenChange={(open) => !open && setMedia(null)}
      />
    </Card>
  );
}
