import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TrackFollow, TrackFollows } from '@platform/contracts';
import { Button, confirm, toast } from '@platform/ui';
import { useTrackUnfollowMutation } from './industryTrackingApi';
import { FollowRow, Muted, Side } from './styles';

/** A follow's written name: the chain (and node), the region, or the chain within the region. */
export function useFollowName(): (f: TrackFollow) => string {
  const { t } = useTranslation();
  return (f) => {
    const chain = f.chainName ? `${f.chainName}${f.nodeName ? ` / ${f.nodeName}` : ''}` : '';
    if (chain && f.regionName) return t('industryTracking.inRegion', { chain, region: f.regionName });
    return chain || f.regionName || f.regionCode || '';
  };
}

interface Props {
  follows: TrackFollows | undefined;
  selected: string;
  hrefOf: (followId: string) => string;
  onRemoved: (followId: string) => void;
}

/** All follows first, then each follow with its new events (the badge) and its unfollow button. */
export function FollowsNav({ follows, selected, hrefOf, onRemoved }: Props) {
  const { t } = useTranslation();
  const nameOf = useFollowName();
  const [unfollow] = useTrackUnfollowMutation();
  const drop = async (f: TrackFollow) => {
    const name = nameOf(f);
    if (
      !(await confirm({
        title: t('industryTracking.unfollow', { name }),
        content: t('industryTracking.unfollowConfirm', { name }),
      }))
    )
      return;
    await unfollow({ id: f.id }).unwrap();
    toast.success(t('industryTracking.unfollowed'));
    onRemoved(f.id);
  };
  return (
    <Side aria-label={t('industryTracking.follows')}>
      <h2>
        {t('industryTracking.follows')}{' '}
        <Muted>
          {t('industryTracking.followsCount', {
            count: follows?.follows.length ?? 0,
            max: follows?.max ?? 20,
          })}
        </Muted>
      </h2>
      <ul>
        <FollowRow $active={selected === ''}>
          <Link to={hrefOf('')} aria-current={selected === '' ? 'page' : undefined}>
            {t('industryTracking.all')}
            <small>{t('industryTracking.newBadge', { count: follows?.newEvents ?? 0 })}</small>
          </Link>
        </FollowRow>
        {follows?.follows.map((f) => (
          <FollowRow key={f.id} $active={selected === f.id} data-testid="track-follow">
            <Link to={hrefOf(f.id)} aria-current={selected === f.id ? 'page' : undefined}>
              {nameOf(f)}
              <small data-new={f.newEvents > 0 || undefined}>
                {t('industryTracking.newBadge', { count: f.newEvents })}
              </small>
            </Link>
            <Button
              size="sm"
              variant="text"
              aria-label={t('industryTracking.unfollow', { name: nameOf(f) })}
              onClick={() => void drop(f).catch(() => undefined)}
            >
              {t('industryTracking.unfollowShort')}
            </Button>
          </FollowRow>
        ))}
      </ul>
      {follows && follows.follows.length === 0 && <Muted>{t('industryTracking.noFollows')}</Muted>}
    </Side>
  );
}
