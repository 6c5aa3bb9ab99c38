import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { ConfirmHost } from '../../primitives/Dialog';
import { AddFriendDialog } from '../AddFriendDialog';
import { CardDetailPopup } from '../CardDetailPopup';
import { CardModuleList } from '../CardModuleList';
import { CardShareDialog } from '../CardShareDialog';
import { CardUpdateReminder } from '../CardUpdateReminder';
import { MyCardItem } from '../MyCardItem';
import { DynamicsList } from '../DynamicsList';
import { TrendDialog } from '../TrendDialog';
import { BusinessCardView } from './BusinessCardView';
import type { BusinessCard, CardModule, DynamicItem } from './card';

declare global {
  interface Window {
    __xss?: boolean;
  }
}

const HTML = [
  '<img src=x onerror="window.__xss=true">',
  '<script>window.__xss=true</script>',
  '<svg onload="window.__xss=true"></svg>',
  '<iframe srcdoc="<script>parent.__xss=true</script>"></iframe>',
  '" onmouseover="window.__xss=true" x="',
  "'><object data=javascript:window.__xss=true></object>",
  '<embed src="javascript:window.__xss=true">',
  '<a href="javascript:window.__xss=true">x</a>',
];
const URLS = [
  'javascript:window.__xss=true',
  ' JaVaScRiPt:window.__xss=true',
  'java\tscript:window.__xss=true',
  'vbscript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9dHJ1ZTwvc2NyaXB0Pg==',
  'x" onerror="window.__xss=true',
  'x',
];
const text = HTML.join(' ');
const lines = HTML.join('\n');
const attach = URLS.map((u) => ({ urlAddr: u, url: u }));

const dynamics: DynamicItem[] = HTML.map((h, i) => ({
  id: i,
  title: h,
  content: `<p>${h}</p>${text}`,
  publisher: h,
  webSource: h,
  publishDt: h,
  url: URLS[i % URLS.length],
}));

const mod = (moduleCode: number, content: unknown): CardModule => ({
  id: moduleCode,
  moduleCode,
  moduleName: HTML[moduleCode % HTML.length]!,
  ifDisplay: 1,
  content: typeof content === 'string' ? content : JSON.stringify(content),
});

const region = Object.fromEntries(
  [
    'regionName',
    'regionFullname',
    'regionArea',
    'gdp',
    'populationAmt',
    'airportNames',
    'trainStations',
    'scenicSpots',
    'historicalFigures',
    'localSpecialty',
    'honoraryTitle',
    'featuredIndustry',
    'wellKnownCom',
  ].map((k) => [k, text]),
);

const modules: CardModule[] = [
  mod(1, lines),
  mod(2, { companyId: text }),
  mod(3, region),
  mod(4, attach),
  mod(5, [...attach, ...URLS]),
  mod(6, HTML),
  mod(
    7,
    HTML.map((tagName) => ({ tagName })),
  ),
  mod(
    8,
    HTML.map((name) => ({ name })),
  ),
  mod(9, lines),
  mod(10, text),
  mod(
    11,
    HTML.map((productName) => ({ productName, attachList: attach })),
  ),
  mod(12, attach),
  mod(13, [...HTML.map((honorContent) => ({ honorContent, attachList: attach })), null, 'x']),
  mod(14, dynamics),
  mod(15, text),
  mod(16, HTML),
  mod(17, { currentPrice: text, upsDownsAmt: text, upsDownsRate: text, upsDownsIdent: text }),
  mod(50, lines),
  mod(51, `[${JSON.stringify(text)}]`),
];

const card = (type: 1 | 2): BusinessCard => ({
  id: text,
  type,
  orgName: text,
  userName: text,
  nickName: text,
  avatar: URLS[0],
  userCenterAvatar: URLS[1],
  post: text,
  dept: text,
  phone: text,
  email: text,
  address: text,
  vcardModuleVOList: modules,
});

const URL_ATTRS = [
  'src',
  'href',
  'poster',
  'srcset',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'background',
];

/** No active elements, handlers or script URLs anywhere in the document. */
function expectInert() {
  const all = [document.documentElement, ...document.querySelectorAll('*')];
  expect(
    document.querySelectorAll('script, iframe, object, embed, frame, base, meta[http-equiv]'),
  ).toHaveLength(0);
  const offenders: string[] = [];
  for (const el of all) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      const where = `${el.tagName.toLowerCase()}[${attr.name}="${attr.value}"]`;
      if (name.startsWith('on') || name === 'srcdoc') offenders.push(where);
      if (!URL_ATTRS.includes(name)) continue;
      // eslint-disable-next-line no-control-regex -- browsers ignore these in URLs
      const value = attr.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      // Only http(s), // and / reach URL attributes, plus inline images in <img>.
      const ok = /^(https?:|\/)/.test(value) || (el.tagName === 'IMG' && /^data:image\//.test(value));
      if (!ok) offenders.push(where);
    }
  }
  expect(offenders).toEqual([]);
  expect(window.__xss).toBeUndefined();
}

afterEach(() => {
  delete window.__xss;
});

// Large DOMs on a shared machine: give each case room.
describe('user content renders as text, user URLs are filtered', { timeout: 20_000 }, () => {
  it.each([1, 2] as const)('business card view of type %i with every module code', (type) => {
    renderUi(
      <BusinessCardView
        card={card(type)}
        isStockCompany
        isOwner
        renderLinkedEnterprise={(id) => <span>{id}</span>}
      />,
    );
    // The payloads are on screen, as text.
    expect(screen.getAllByText((_, el) => el?.textContent === HTML[1]).length).toBeGreaterThan(0);
    expectInert();
    // Open every lightbox item and every dynamic.
    for (const thumb of screen.queryAllByRole('button').filter((b) => b.closest('section'))) {
      fireEvent.click(thumb);
      expectInert();
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    }
  });

  it('the dynamics list and the trend dialog', async () => {
    renderUi(<DynamicsList items={dynamics} hasMore={false} />);
    fireEvent.click(screen.getAllByRole('button', { name: HTML[0] })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText(HTML[0]!, { exact: false }).length).toBeGreaterThan(0);
    expectInert();
  });

  it('each trend dialog entry', () => {
    for (const trend of dynamics) {
      const { unmount } = renderUi(<TrendDialog trend={trend} onClose={() => {}} />);
      expectInert();
      unmount();
    }
  });

  it('the card detail popup, masked and expanded', () => {
    renderUi(<CardDetailPopup card={card(2)} encrypt defaultExpanded />);
    expectInert();
  });

  it('the card editor, my-cards row, reminder and the add-friend and share dialogs', async () => {
    const evil = card(2);
    renderUi(
      <>
        <CardModuleList
          modules={HTML.map((moduleName, i) => ({
            key: String(i),
            moduleCode: 50 + i,
            moduleName,
            ifDisplay: 1,
          }))}
          onChange={() => {}}
          onEdit={() => {}}
          onRemove={() => {}}
        />
        <MyCardItem card={evil} isDefault onPrivacyChange={() => {}} onDelete={() => {}} onEdit={() => {}} />
        <CardUpdateReminder
          records={[
            {
              changeTagCode: 'industrLayoutList',
              contentList: HTML.map((h) => ({ tagName: JSON.stringify([{ industryName: h }]) })),
            },
            { changeTagCode: 'techFieldTags', contentList: HTML.map((tagName) => ({ tagName })) },
          ]}
        />
        <AddFriendDialog
          open
          onOpenChange={() => {}}
          cards={[evil, evil, evil].map((c, i) => ({ ...c, id: `${i}` }))}
          applicant={{ orgName: text, post: text, name: text }}
          defaultRemark={text}
          onSubmit={() => {}}
        />
        <CardShareDialog open onOpenChange={() => {}} url={URLS[0]!} title={text} />
        <ConfirmHost />
      </>,
    );
    await screen.findAllByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: '查看更多', hidden: true }));
    for (const b of screen.getAllByRole('button', { name: /展开/, hidden: true })) fireEvent.click(b);
    expectInert();
  });
});
