import type { ReactNode } from 'react';
import { formatPercent, formatThousands } from '../../helpers/format';
import { safeUrl, type UrlUse } from '@platform/contracts/url';
import { Tag } from '../../primitives/Tag';
import type { LightboxItem } from '../../primitives/Lightbox';
import { toBullets, toTags, type CardModule } from './card';
import { Bullets, Media, Quote, Tags, Thumb } from './BusinessCardView.styles';

type Attach = { urlAddr?: unknown; url?: unknown };
/** Every user URL goes through safeUrl; an unusable one drops its item. */
const srcOf = (a: unknown, use: UrlUse) =>
  safeUrl(a && typeof a === 'object' ? ((a as Attach).urlAddr ?? (a as Attach).url) : a, use);
const usable = (items: Array<Omit<LightboxItem, 'src'> & { src?: string }>) =>
  items.filter((item): item is LightboxItem => !!item.src);

const REGION_LABELS: Record<string, string> = {
  regionFullname: '全称',
  regionArea: '面积',
  gdp: 'GDP',
  populationAmt: '人口',
  airportNames: '机场',
  trainStations: '火车站',
  scenicSpots: '景点',
  historicalFigures: '历史人物',
  localSpecialty: '特产',
  honoraryTitle: '荣誉称号',
  featuredIndustry: '特色产业',
  wellKnownCom: '知名企业',
};

export interface ModuleSlots {
  /** Linked enterprise (module 2): e.g. the enterprise profile card. */
  renderLinkedEnterprise?: (companyId: string) => ReactNode;
  /** Stock chart under the quote (module 17), e.g. a KLineChart. */
  renderStockChart?: () => ReactNode;
  onOpenMedia?: (items: LightboxItem[], index: number) => void;
}

function Gallery({
  items,
  onOpenMedia,
}: {
  items: LightboxItem[];
  onOpenMedia?: ModuleSlots['onOpenMedia'];
}) {
  return (
    <Media>
      {items.map((item, i) => (
        <Thumb
          key={`${item.src}-${i}`}
          type="button"
          aria-label={item.alt ?? `${i + 1}`}
          onClick={() => onOpenMedia?.(items, i)}
        >
          {item.type === 'image' ? <img src={item.src} alt="" /> : <span aria-hidden="true">▶</span>}
        </Thumb>
      ))}
    </Media>
  );
}

/** Body of one standard or custom module, chosen by its code (spec 2 §3). */
export function ModuleBody({ module, slots }: { module: CardModule; slots: ModuleSlots }) {
  const c = module.content as never;
  const list = (Array.isArray(c) ? c : []) as Array<Record<string, unknown>>;
  const code = module.moduleCode;
  if (code === 1 || code >= 50)
    return (
      <Bullets>
        {toBullets(c).map((b, i) => (
          <li key={i}>{b}</li>
        ))}
      </Bullets>
    );
  if (code === 2) {
    const id = String((c as { companyId?: string }).companyId ?? '');
    return <div>{slots.renderLinkedEnterprise?.(id) ?? id}</div>;
  }
  if (code === 3) {
    const region = c as Record<string, unknown>;
    return (
      <Bullets>
        {Object.entries(REGION_LABELS)
          .filter(([key]) => region[key])
          .map(([key, label]) => (
            <li key={key}>
              {label}：{String(region[key])}
            </li>
          ))}
      </Bullets>
    );
  }
  if (code === 4)
    return (
      <Gallery
        onOpenMedia={slots.onOpenMedia}
        items={usable(
          list.map((v, i) => ({
            type: 'video',
            src: srcOf(v, 'media'),
            alt: `${module.moduleName} ${i + 1}`,
          })),
        )}
      />
    );
  if (code === 5 || code === 12)
    return (
      <Gallery
        onOpenMedia={slots.onOpenMedia}
        items={usable(
          list.map((v, i) => ({
            type: 'image',
            src: srcOf(v, 'image'),
            alt: `${module.moduleName} ${i + 1}`,
          })),
        )}
      />
    );
  if (code >= 6 && code <= 9)
    return (
      <Tags>
        {toTags(c).map((t) => (
          <Tag key={t}>{t}</Tag>
        ))}
      </Tags>
    );
  if (code === 11 || code === 13) {
    return (
      <>
        {list.map((raw, i) => {
          const p: Record<string, unknown> = raw && typeof raw === 'object' ? raw : {};
          const title = String(p.productName ?? p.honorContent ?? '');
          const attach = usable(
            (Array.isArray(p.attachList) ? p.attachList : []).map((a, j) => ({
              type: 'image' as const,
              src: srcOf(a, 'image'),
              alt: `${title} ${j + 1}`,
            })),
          );
          return (
            <div key={i}>
              <strong>{title}</strong>
              {attach.length > 0 && <Gallery items={attach} onOpenMedia={slots.onOpenMedia} />}
            </div>
          );
        })}
      </>
    );
  }
  if (code === 17) {
    const q = c as Record<string, number | string | undefined>;
    const tone = q.upsDownsIdent === 'red' ? 'up' : q.upsDownsIdent === 'green' ? 'down' : 'flat';
    return (
      <>
        <Quote $tone={tone}>
          <strong>{formatThousands(q.currentPrice, 2)}</strong>
          <span>{formatThousands(q.upsDownsAmt, 2)}</span>
          <span>{formatPercent(q.upsDownsRate, false)}</span>
        </Quote>
        {slots.renderStockChart?.()}
      </>
    );
  }
  return <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{typeof c === 'string' ? c : JSON.stringify(c)}</p>;
}
