/**
 * Investment organisations (创业投资 / 私募股权 managers) with their managed funds and the
 * generated companies they invested in (by dataset index, so they depend on the dataset size).
 */
import { addDays, formatDate, parseDate } from './calendar';
import type { NameRegistry } from './names';
import { pickBrand, regionWord } from './names';
import { pickCounty } from './regions';
import type { Rng } from './rng';
import { buildUscc } from './uscc';
import type { Investment, InvestmentOrganisation, ManagedFund, OrganisationType } from '../../types';

const ORG_WORDS: Record<OrganisationType, string[]> = {
  创业投资: ['创业投资管理', '创业投资', '创投管理'],
  私募股权: ['股权投资管理', '私募基金管理', '资本管理'],
  产业投资: ['产业投资基金管理', '产业投资管理'],
};
const FUND_THEMES = [
  '科技创新',
  '先进制造',
  '新能源',
  '生物医药',
  '数字经济',
  '集成电路',
  '成长',
  '新兴产业',
];
const FUND_ORDINALS = ['一期', '二期', '三期', '四期'];
const ROUNDS = ['天使轮', 'A轮', 'B轮', 'C轮', '战略融资', '定向增发'];

export function organisationIdOf(index: number): string {
  return String(2_000_000_000 + index);
}

export function generateOrganisation(
  rng: Rng,
  index: number,
  opts: {
    companies: number;
    endDate: string;
    companyIdOf: (i: number) => string;
    /** Founding date of a generated company (investments never precede it). */
    companyFounded: (i: number) => string;
    names: NameRegistry;
  },
): InvestmentOrganisation {
  const region = pickCounty(rng);
  const orgType = rng.weighted<OrganisationType>(['创业投资', '私募股权', '产业投资'], [45, 40, 15]);
  const city = regionWord(region, 'city');
  const cityPrefix = region.city.name.endsWith('市') && rng.chance(0.6) ? `${city}市` : city;
  let brand = pickBrand(rng);
  let orgName = `${cityPrefix}${brand}${rng.pick(ORG_WORDS[orgType])}有限公司`;
  while (!opts.names.claim(orgName)) {
    brand = pickBrand(rng);
    orgName = `${cityPrefix}${brand}${rng.pick(ORG_WORDS[orgType])}有限公司`;
  }
  const endYear = Number(opts.endDate.slice(0, 4));
  const established = formatDate(
    parseDate(`${rng.int(2005, endYear - 2)}-01-01`) + rng.int(0, 364) * 86_400_000,
  );
  const funds: ManagedFund[] = [];
  const fundCount = rng.int(1, 4);
  for (let f = 0; f < fundCount; f++) {
    const theme = rng.pick(FUND_THEMES);
    const fundDate = addDays(established, f * 400 + rng.int(90, 390));
    funds.push({
      fundName: `${city}${brand}${theme}${fundCount > 1 ? (FUND_ORDINALS[f] as string) : ''}${
        orgType === '创业投资' ? '创业投资' : '股权投资'
      }合伙企业（有限合伙）`,
      fundType: orgType === '创业投资' ? '创业投资基金' : '私募股权投资基金',
      fundSize: Math.round(Math.exp(rng.float(Math.log(5000), Math.log(500000))) / 100) * 100,
      establishedDate: fundDate < opts.endDate ? fundDate : opts.endDate,
    });
  }
  const investments: Investment[] = [];
  const count = Math.min(opts.companies, rng.int(3, 30));
  const seen = new Set<number>();
  for (let k = 0; k < count; k++) {
    const companyIndex = rng.int(0, opts.companies - 1);
    if (seen.has(companyIndex)) continue;
    seen.add(companyIndex);
    const fund = rng.pick(funds);
    const founded = opts.companyFounded(companyIndex);
    const from = parseDate(fund.establishedDate > founded ? fund.establishedDate : founded);
    const to = parseDate(opts.endDate);
    investments.push({
      companyIndex,
      companyId: opts.companyIdOf(companyIndex),
      fundName: fund.fundName,
      investDate: formatDate(
        from + Math.floor(rng.next() * Math.max(1, (to - from) / 86_400_000)) * 86_400_000,
      ),
      round: rng.pick(ROUNDS),
      amount: Math.round(Math.exp(rng.float(Math.log(300), Math.log(50000))) / 10) * 10,
    });
  }
  return {
    orgId: organisationIdOf(index),
    orgName,
    orgType,
    uscNo: buildUscc({ kind: '91', regionCode: region.county?.code ?? region.city.code }, rng),
    regionCode: region.county?.code ?? region.city.code,
    establishedDate: established,
    managerRegistrationNo: `P10${String(rng.int(0, 99999)).padStart(5, '0')}`,
    funds,
    investments: investments.sort((a, b) => (a.investDate < b.investDate ? -1 : 1)),
  };
}
