/** Where generated companies are registered: county-level regions weighted towards the large economies. */
import { counties, regionChildren, regionNames, type County, type RegionNames } from '../../reference';
import { weightedPicker, type Rng } from './rng';

/** Relative weight of companies per province (large economies higher; others 1). */
const PROVINCE_WEIGHTS: Record<string, number> = {
  '440000': 14, // 广东
  '320000': 12, // 江苏
  '330000': 10, // 浙江
  '310000': 8, // 上海
  '110000': 8, // 北京
  '370000': 8, // 山东
  '510000': 5, // 四川
  '420000': 4, // 湖北
  '350000': 4, // 福建
  '410000': 4, // 河南
  '430000': 3, // 湖南
  '340000': 3, // 安徽
  '500000': 3, // 重庆
  '120000': 3, // 天津
  '130000': 3, // 河北
  '610000': 2, // 陕西
};
/** Cities that host far more companies than their neighbours. */
const BIG_CITIES = new Set([
  '440300', // 深圳
  '440100', // 广州
  '320500', // 苏州
  '320100', // 南京
  '330100', // 杭州
  '330200', // 宁波
  '370200', // 青岛
  '370100', // 济南
  '510100', // 成都
  '420100', // 武汉
  '350200', // 厦门
  '441900', // 东莞
  '440600', // 佛山
  '320200', // 无锡
  '430100', // 长沙
  '340100', // 合肥
  '610100', // 西安
  '410100', // 郑州
]);

function countyWeight(c: County): number {
  const province = PROVINCE_WEIGHTS[c.provinceCode] ?? 1;
  const cityCount = regionChildren(c.provinceCode).length || 1;
  const countyCount = regionChildren(c.cityCode).length || 1;
  const city = BIG_CITIES.has(c.cityCode) ? 4 : 1;
  const urban = c.name.endsWith('区') ? 2 : 1;
  // Share the province weight over its cities and the city weight over its counties.
  return (province / cityCount) * (city / countyCount) * urban * 100;
}

// Cities without a county level (东莞, 中山, 儋州) appear in the data as a county with the city's code.
const countyPicker = weightedPicker(counties, counties.map(countyWeight));

/** A county-level region for a company, weighted towards the large economies. */
export function pickCounty(rng: Rng): RegionNames {
  const c = countyPicker(rng);
  const names = regionNames(c.code);
  if (!names) throw new Error(`unknown region ${c.code}`);
  return names;
}
