import type { MessageTable } from '../messageTable';

/** Messages of the 精准招商 workspace's analysis (docs/attract.md). */
export const ATTRACT_MESSAGES = {
  attractRegionUnknown: { zh: '地区代码不存在', en: 'Unknown region code' },
  attractRegionNotBought: {
    zh: '您的组织未购买该地区的精准招商服务，请选择已购买的地区',
    en: 'Your organisation has not bought investment attraction for this region; choose a region it has bought',
  },
  attractChainUnknown: { zh: '该产业链不存在', en: 'No such industry chain' },
  attractNodeOutsideChain: {
    zh: '所选环节不属于该产业链',
    en: 'A chosen link does not belong to this chain',
  },
} satisfies MessageTable;
