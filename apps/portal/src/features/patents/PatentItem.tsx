import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Patent, PatentStatusName } from '@platform/contracts';
import { Tag, type TagTone } from '@platform/ui';
import { profilePath } from '../enterprise';
import { Actions, Item, Muted } from './styles';

const STATUS_TONE: Record<PatentStatusName, TagTone> = {
  pending: 'warning',
  granted: 'success',
  lapsed: 'neutral',
};

/** One patent of the list: title, number, kind and status, IPC, applicant (its profile), days. */
export function PatentItem({ patent: p }: { patent: Patent }) {
  const { t } = useTranslation();
  return (
    <Item>
      <h2>{p.title}</h2>
      <Actions>
        <Muted>{p.patentNo}</Muted>
        <Tag>{t(`patents.kinds.${p.kind}`)}</Tag>
        <Tag tone={STATUS_TONE[p.status]}>{t(`patents.statuses.${p.status}`)}</Tag>
        {p.ipc && <Tag tone="neutral">{p.ipc}</Tag>}
      </Actions>
      <Actions>
        <span>
          {t('patents.applicant')}: <Link to={profilePath(p.companyId)}>{p.applicant || p.companyName}</Link>
        </span>
        <Muted>{t('patents.appliedOn', { date: p.appliedOn })}</Muted>
        {p.grantedOn && <Muted>{t('patents.grantedOn', { date: p.grantedOn })}</Muted>}
      </Actions>
    </Item>
  );
}
