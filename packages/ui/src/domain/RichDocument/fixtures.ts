import type { BlockNode, InlineNode, ParagraphNode, RichDocument } from '@platform/contracts/content/types';

const text = (value: string, marks?: Extract<InlineNode, { type: 'text' }>['marks']): InlineNode =>
  marks ? { type: 'text', text: value, marks } : { type: 'text', text: value };
const para = (...content: InlineNode[]): ParagraphNode => ({ type: 'paragraph', content });
const heading = (level: 1 | 2 | 3, value: string): BlockNode => ({
  type: 'heading',
  attrs: { level },
  content: [text(value)],
});
const link = (value: string, href: string) => text(value, [{ type: 'link', attrs: { href } }]);
const cell = (type: 'tableCell' | 'tableHeader', value: string) => ({
  type,
  content: [para(text(value))],
});
const row = (type: 'tableCell' | 'tableHeader', values: string[]) => ({
  type: 'tableRow' as const,
  content: values.map((value) => cell(type, value)),
});
const bullets = (...items: string[]): BlockNode => ({
  type: 'bulletList',
  content: items.map((item) => ({ type: 'listItem', content: [para(text(item))] })),
});

function article(words: {
  title: string;
  intro: [string, string, string];
  source: string;
  listTitle: string;
  points: string[];
  steps: string[];
  quote: string;
  tableTitle: string;
  header: string[];
  rows: string[][];
  imageAlt: string;
  imageTitle: string;
}): RichDocument {
  return {
    type: 'doc',
    content: [
      heading(1, words.title),
      para(
        text(words.intro[0]),
        text(words.intro[1], [{ type: 'bold' }]),
        text(words.intro[2], [{ type: 'italic' }]),
        { type: 'hardBreak' },
        link(words.source, 'https://www.stats.gov.cn/'),
      ),
      heading(2, words.listTitle),
      bullets(...words.points),
      {
        type: 'orderedList',
        attrs: { start: 1, type: null },
        content: words.steps.map((step) => ({ type: 'listItem', content: [para(text(step))] })),
      },
      { type: 'blockquote', content: [para(text(words.quote, [{ type: 'underline' }]))] },
      heading(3, words.tableTitle),
      {
        type: 'table',
        content: [row('tableHeader', words.header), ...words.rows.map((values) => row('tableCell', values))],
      },
      {
        type: 'image',
        attrs: {
          src: '/api/platform-resource/file/chain-map.png',
          alt: words.imageAlt,
          title: words.imageTitle,
          width: 640,
          height: 360,
        },
      },
      { type: 'horizontalRule' },
      para(text('GB/T 4754-2017', [{ type: 'code' }]), text(' '), text('2019', [{ type: 'strike' }])),
    ],
  };
}

const years = ['2021', '2022', '2023', '2024', '2025', '2026'];

export const articleZh = article({
  title: '新能源汽车产业链年度观察',
  intro: ['今年产业链整体', '保持增长', '，上游材料价格趋稳。'],
  source: '数据来源：国家统计局',
  listTitle: '要点',
  points: ['动力电池装机量创新高', '整车出口持续增长', '充电基础设施加快建设'],
  steps: ['梳理上游材料供应', '评估中游制造产能', '跟踪下游市场需求'],
  quote: '产业链协同是提升竞争力的关键。',
  tableTitle: '主要指标',
  header: ['指标', ...years],
  rows: [
    ['产量（万辆）', '355', '706', '959', '1289', '1500', '1700'],
    ['出口（万辆）', '31', '68', '120', '128', '200', '260'],
  ],
  imageAlt: '新能源汽车产业链图谱',
  imageTitle: '图 1 产业链图谱',
});

export const articleEn = article({
  title: 'New energy vehicles: the year in the chain',
  intro: ['The chain as a whole ', 'kept growing', ', and upstream material prices settled.'],
  source: 'Source: National Bureau of Statistics',
  listTitle: 'Highlights',
  points: ['Record battery installations', 'Vehicle exports kept rising', 'Charging networks expanded'],
  steps: ['Map upstream supply', 'Assess midstream capacity', 'Track downstream demand'],
  quote: 'Cooperation along the chain is what makes it competitive.',
  tableTitle: 'Key figures',
  header: ['Figure', ...years],
  rows: [
    ['Output (10k units)', '355', '706', '959', '1289', '1500', '1700'],
    ['Exports (10k units)', '31', '68', '120', '128', '200', '260'],
  ],
  imageAlt: 'Map of the new energy vehicle chain',
  imageTitle: 'Figure 1 The chain map',
});

/**
 * What an attacker might try, as if it had slipped past the schema: markup as text and hrefs or
 * srcs the renderer must drop. Cast because the types (rightly) do not allow most of it.
 */
export const hostileDocument = {
  type: 'doc',
  content: [
    para(
      text('<script>window.__richDocPwned = 1</script>'),
      text('<img src=x onerror="window.__richDocPwned = 1">'),
    ),
    para(
      link('javascript', 'javascript:window.__richDocPwned=1'),
      text(' '),
      link('tab', 'java\tscript:window.__richDocPwned=1'),
      text(' '),
      link('data', 'data:text/html,<script>window.__richDocPwned=1</script>'),
      text(' '),
      link('vbscript', 'vbscript:msgbox(1)'),
      text(' '),
      link('safe', 'https://example.com/'),
    ),
    { type: 'image', attrs: { src: 'javascript:window.__richDocPwned=1', alt: 'bad image' } },
    { type: 'iframe', attrs: { src: 'https://evil.example/' } },
    {
      type: 'paragraph',
      attrs: { style: 'color:red', onclick: 'window.__richDocPwned=1' },
      content: [text('styled?')],
    },
  ],
} as unknown as RichDocument;
