import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MonitorGroups } from '@platform/contracts';
import { Button, Empty, Pagination, Spinner, Tag, toast } from '@platform/ui';
import { profilePath, regionName, useRegionNames } from '../enterprise';
import { useMonitorCompaniesQuery, useMonitorRemoveMutation } from './companyTrackingApi';
import { Item, List, Muted } from './styles';

const SIZE = 20;

interface Props {
  groupId: string;
  groups: MonitorGroups | undefined;
  page: number;
  onPage: (page: number) => void;
  /** Opens the dialog that regroups the company. */
  onEdit: (companyId: string) => void;
  /** Shows the company's events only. */
  eventsHref: (companyId: string) => string;
}

/** The monitored companies of a group (or all): their groups, new events, latest event; regroup or stop. */
export function MonitoredCompanies({ groupId, groups, page, onPage, onEdit, eventsHref }: Props) {
  const { t } = useTranslation();
  const regions = useRegionNames();
  const list = useMonitorCompaniesQuery({ ...(groupId ? { groupId } : {}), current: page, size: SIZE });
  const [remove] = useMonitorRemoveMutation();
  const nameOf = new Map((groups?.groups ?? []).map((g) => [g.id, g.name]));
  const stop = async (companyId: string) => {
    await remove({ companyId }).unwrap();
    toast.success(t('companyTracking.stopped'));
  };
  if (list.isFetching && !list.data) return <Spinner />;
  if (!list.data) return null;
  return (
    <>
      <p aria-live="polite">{t('companyTracking.companiesTotal', { count: list.data.total })}</p>
      {list.data.records.length === 0 ? (
        <Empty description={t('companyTracking.companiesEmpty')} />
      ) : (
        <List aria-label={t('companyTracking.companies')} data-testid="monitored-companies">
          {list.data.records.map((c) => (
            <Item key={c.companyId} data-testid="monitored-company">
              <strong>
                {c.companyName ? (
                  <Link to={profilePath(c.companyId)}>{c.companyName}</Link>
                ) : (
                  <>
                    {c.companyId} <Muted>{t('companyTracking.gone')}</Muted>
                  </>
                )}
              </strong>
              {c.regStatusName && <Muted>{c.regStatusName}</Muted>}
              {c.regionCode && <Muted>{regionName(regions, c.regionCode)}</Muted>}
              {c.groupIds.length === 0 ? (
                <Tag tone="neutral">{t('companyTracking.ungrouped')}</Tag>
              ) : (
                c.groupIds.map((id) => <Tag key={id}>{nameOf.get(id) ?? id}</Tag>)
              )}
              <p>
                {c.newEvents > 0 && (
                  <Link to={eventsHref(c.companyId)}>
                    <Tag tone="danger">{t('companyTracking.newEvents', { count: c.newEvents })}</Tag>
                  </Link>
                )}{' '}
                <Muted>
                  {c.lastEventOn
                    ? t('companyTracking.lastEvent', { day: c.lastEventOn })
                    : t('companyTracking.noEvent')}
                </Muted>
              </p>
              <p>
                <Button size="sm" onClick={() => onEdit(c.companyId)}>
                  {t('companyTracking.editGroups')}
                </Button>{' '}
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => void stop(c.companyId).catch(() => undefined)}
                >
                  {t('companyTracking.stop')}
                </Button>
              </p>
            </Item>
          ))}
        </List>
      )}
      <Pagination
        aria-label={t('companyTracking.companyPages')}
        total={list.data.total}
        pageSize={SIZE}
        page={page}
        onChange={onPage}
      />
    </>
  );
}
