import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Policy } from '@platform/contracts';
import { Tag } from '@platform/ui';
import { Actions, Item, Muted } from './styles';

export const policyDetailPath = (id: string) => `/serve/policyDetail?id=${encodeURIComponent(id)}`;

/** One policy of a list: title (to its detail), level, region, chains, issuer and days, measures. */
export function PolicyItem({ policy: p, heading = 'h2' }: { policy: Policy; heading?: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  const H = heading;
  return (
    <Item>
      <H>
        <Link to={policyDetailPath(p.policyId)}>{p.title}</Link>
      </H>
      <Actions>
        <Tag>{t(`policies.levels.${p.level}`)}</Tag>
        <Tag>{p.regionName || t('policies.national')}</Tag>
        {p.chainNames.map((c) => (
          <Tag key={c}>{c}</Tag>
        ))}
        <Tag>{p.valid ? t('policies.valid') : t('policies.expired')}</Tag>
      </Actions>
      <Actions>
        <Muted>{p.issuer}</Muted>
        <Muted>{t('policies.issued', { date: p.issuedOn })}</Muted>
        <Muted>{p.expiresOn ? t('policies.expires', { date: p.expiresOn }) : t('policies.noExpiry')}</Muted>
        <Muted>{t('policies.measureCount', { count: p.measureCount })}</Muted>
        {p.maxAmount !== null && <Muted>{t('policies.maxAmount', { amount: p.maxAmount })}</Muted>}
      </Actions>
    </Item>
  );
}
