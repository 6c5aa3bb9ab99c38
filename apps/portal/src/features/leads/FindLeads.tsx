import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, toast } from '@platform/ui';
import { LookAlike, type Sample } from './LookAlike';
import { MatchCount } from './MatchCount';
import { NameDialog } from '../../shared/layout/NameDialog';
import { ProfileForm } from './ProfileForm';
import { ResultList } from './ResultList';
import { LIST_LEADS_MAX, LIST_NAME_MAX, LOOK_ALIKE_MAX, RESULT_PAGE_SIZE } from './limits';
import {
  useListCreateMutation,
  useLookAlikeQuery,
  useProfileSearchQuery,
  type LeadCandidate,
} from './leadsApi';
import { EMPTY_PROFILE, toProfileInput, type ProfileDraft, type ProfileInput } from './profile';
import { useMatchCount } from './useMatchCount';

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg}px;
  min-width: 0;
`;
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: center;
  justify-content: space-between;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg}px;
  }
`;

/** What the results show: the profile's matches or companies like the samples. */
type Shown = { kind: 'profile'; profile: ProfileInput } | { kind: 'lookAlike'; companyIds: string[] };

/** 找线索: the target profile with its live count, the ranked matches, look-alike, save as a list. */
export function FindLeads({ onOpenList }: { onOpenList: (listId: string) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ProfileDraft>(EMPTY_PROFILE);
  const [shown, setShown] = useState<Shown | null>(null);
  const [page, setPage] = useState(1);
  const [samples, setSamples] = useState<Sample[]>([]);
  const [naming, setNaming] = useState(false);
  const { count, counting } = useMatchCount(draft);
  const matches = useProfileSearchQuery(
    shown?.kind === 'profile'
      ? { profile: shown.profile, current: page, size: RESULT_PAGE_SIZE }
      : undefined!,
    { skip: shown?.kind !== 'profile' },
  );
  const alike = useLookAlikeQuery(
    shown?.kind === 'lookAlike'
      ? { companyIds: shown.companyIds, current: page, size: RESULT_PAGE_SIZE }
      : undefined!,
    { skip: shown?.kind !== 'lookAlike' },
  );
  const result = shown?.kind === 'lookAlike' ? alike : matches;
  const [create, { isLoading: saving }] = useListCreateMutation();

  const show = (next: Shown) => {
    setShown(next);
    setPage(1);
  };
  const pick = (m: LeadCandidate) => {
    if (samples.length >= LOOK_ALIKE_MAX || samples.some((s) => s.companyId === m.companyId)) return;
    setSamples([...samples, { companyId: m.companyId, companyName: m.companyName }]);
  };
  const save = async (name: string) => {
    if (!shown) return;
    const list = await create(
      shown.kind === 'profile'
        ? { name, profile: shown.profile, top: saveCount }
        : { name, companyIds: (result.currentData?.records ?? []).map((r) => r.companyId) },
    ).unwrap();
    setNaming(false);
    toast.success(t('leads.save.saved', { name }));
    onOpenList(list.listId);
  };
  const total = result.currentData?.total ?? 0;
  // A profile saves its top ranked companies (up to a list's limit); a look-alike the ones listed.
  const saveCount =
    shown?.kind === 'lookAlike' ? (result.currentData?.records.length ?? 0) : Math.min(total, LIST_LEADS_MAX);

  return (
    <Wrap>
      <ProfileForm
        value={draft}
        onChange={setDraft}
        onSearch={() => show({ kind: 'profile', profile: toProfileInput(draft) })}
      />
      <MatchCount count={count} counting={counting} />
      <LookAlike
        samples={samples}
        onChange={setSamples}
        onFind={() => show({ kind: 'lookAlike', companyIds: samples.map((s) => s.companyId) })}
      />
      {shown && (
        <section aria-labelledby="lead-results-title">
          <Bar>
            <h2 id="lead-results-title">
              {shown.kind === 'lookAlike' ? t('leads.lookAlike.title') : t('leads.results.title')}{' '}
              <small>{t('leads.results.total', { total })}</small>
            </h2>
            <Button variant="primary" disabled={total === 0} onClick={() => setNaming(true)}>
              {t('leads.results.saveList')}
            </Button>
          </Bar>
          <ResultList
            records={result.currentData?.records}
            total={total}
            page={page}
            pageSize={RESULT_PAGE_SIZE}
            loading={result.isFetching}
            onPage={setPage}
            picked={new Set(samples.map((s) => s.companyId))}
            canPick={samples.length < LOOK_ALIKE_MAX}
            onPick={pick}
          />
        </section>
      )}
      {naming && (
        <NameDialog
          title={t('leads.save.title')}
          label={t('leads.save.name')}
          requiredMessage={t('leads.save.nameRequired')}
          maxLength={LIST_NAME_MAX}
          initial=""
          saving={saving}
          note={t('leads.save.count', { count: saveCount, max: LIST_LEADS_MAX })}
          onClose={() => setNaming(false)}
          onSave={(name) => void save(name).catch(() => undefined)}
        />
      )}
    </Wrap>
  );
}
