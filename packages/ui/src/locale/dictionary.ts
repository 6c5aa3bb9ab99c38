import { useUiConfig } from './UiConfig';
import type { UiLocale } from './messages';

/**
 * English names of the dictionary values the enterprise data carries as Chinese text: status,
 * scale, ownership type, financing stage, stock board, qualification, chain-stream and growth-stage
 * tags. The
 * server sends the Chinese value (spec 2 §3); a value not listed here is shown as sent.
 */
const DICTIONARY_EN: Readonly<Record<string, string>> = {
  // Registration status
  在营: 'Operating',
  存续: 'Active',
  注销: 'Deregistered',
  吊销: 'Revoked',
  // Scale
  微型: 'Micro',
  小型: 'Small',
  中型: 'Medium',
  大型: 'Large',
  // Ownership type
  民营企业: 'Private',
  国有企业: 'State-owned',
  外资企业: 'Foreign-owned',
  港澳台企业: 'HK, Macao or Taiwan owned',
  // Financing stage
  未融资: 'Not funded',
  天使轮: 'Angel round',
  A轮: 'Series A',
  B轮: 'Series B',
  C轮及以后: 'Series C and later',
  战略融资: 'Strategic funding',
  已上市: 'Listed',
  // Stock boards
  A股: 'A-share',
  B股: 'B-share',
  港股: 'HK share',
  美股: 'US share',
  新三板: 'NEEQ',
  // Qualifications
  高新技术企业: 'High-tech enterprise',
  科技型中小企业: 'Tech SME',
  专精特新中小企业: 'Specialised SME',
  '专精特新“小巨人”企业': 'Little Giant',
  创新型中小企业: 'Innovative SME',
  瞪羚企业: 'Gazelle',
  独角兽企业: 'Unicorn',
  企业技术中心: 'Enterprise tech centre',
  制造业单项冠军企业: 'Manufacturing champion',
  // Relations between companies
  股东: 'Shareholder',
  合作伙伴: 'Partner',
  同产业链: 'Same chain',
  对外投资: 'Investee',
  分支机构: 'Branch',
  // Chain streams
  上游: 'Upstream',
  中游: 'Midstream',
  下游: 'Downstream',
  // Growth stage
  初创期: 'Start-up',
  成长期: 'Growth',
  成熟期: 'Mature',
  扩张期: 'Expansion',
};

/** A dictionary value in the locale's words (as sent when the locale is zh or the value unknown). */
export function dictionaryLabel(value: string, locale: UiLocale): string {
  if (locale !== 'en') return value;
  return DICTIONARY_EN[value.trim()] ?? value;
}

/** dictionaryLabel bound to the kit's locale. */
export function useDictionaryLabel(): (value: string) => string {
  const { locale } = useUiConfig();
  return (value) => dictionaryLabel(value, locale);
}
