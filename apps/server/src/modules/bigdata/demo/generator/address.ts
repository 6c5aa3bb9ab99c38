/** Street addresses inside a real region, and contact patterns (mobile numbers, mail boxes). */
import { regionFullName, type RegionNames } from '../../reference';
import type { Rng } from './rng';

/** Road names that exist in many Chinese cities; combined with real regions they invent no place. */
const ROADS =
  '人民路 解放路 建设路 中山路 长江路 黄河路 科技路 创新大道 高新大道 学府路 文化路 工业大道 滨江路 新华路 和平路 东风路 建国路 胜利路 青年路 光明路 友谊路 复兴路 朝阳路 迎宾大道 世纪大道 金融街 科技园路 软件园路 振兴路 团结路 幸福路 平安大街 府前路 站前路 环城路 育才路 沿江大道 开发大道 创业路 兴业路'.split(
    ' ',
  );
const DIRECTIONS = ['', '', '', '东', '西', '南', '北', '中'];
const BUILDINGS = ['科技大厦', '创新大厦', '国际大厦', '商务中心', '产业园', '科技园', '创业园', '金融中心'];
const NUMERALS = '一二三四五六七八九';

export function streetAddress(rng: Rng, region: RegionNames): string {
  const road = rng.pick(ROADS);
  const dir = road.endsWith('路') ? rng.pick(DIRECTIONS) : '';
  const roadName = dir ? `${road.slice(0, -1)}${dir}路` : road;
  const segment = road.endsWith('路') && rng.chance(0.15) ? `${NUMERALS[rng.int(0, 8)]}段` : '';
  const no = rng.int(1, 1200);
  const building = rng.chance(0.5)
    ? `${rng.pick(BUILDINGS)}${rng.int(1, 12)}栋${rng.int(1, 30)}${String(rng.int(1, 30)).padStart(2, '0')}室`
    : `${rng.int(1, 6)}号楼${rng.int(1, 12)}层`;
  return `${regionFullName(region)}${roadName}${segment}${no}号${building}`;
}

const MOBILE_PREFIXES =
  '130 131 132 133 135 136 137 138 139 150 151 152 155 156 158 159 166 177 180 181 182 185 186 187 188 189 199'.split(
    ' ',
  );

export function mobileNumber(rng: Rng): string {
  return rng.pick(MOBILE_PREFIXES) + String(rng.int(0, 99_999_999)).padStart(8, '0');
}

/** Mail boxes of the big Chinese free-mail providers, numbered like QQ accounts. */
export function mailAddress(rng: Rng): string {
  return `${rng.int(10_000_000, 3_999_999_999)}@${rng.pick(['qq.com', '163.com', '126.com', 'sina.com'])}`;
}
