import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GOV_LIMITS as L } from '@platform/contracts';
import { Button, Input, Select, Spinner, TextArea, toast } from '@platform/ui';
import { AppealList } from './AppealList';
import { AppealView } from './AppealView';
import {
  useGovEntAppealDetailQuery,
  useGovEntAppealPageQuery,
  useGovEntAppealRateMutation,
  useGovEntAppealSupplementMutation,
  type AppealDetail,
} from './govApi';
import { Bar, Stack } from './styles';

const SIZE = 10;

/** 我的诉求: the caller's appeals and their progress; add information, rate once answered. */
export function MyAppeals() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const { data, isFetching } = useGovEntAppealPageQuery({ current, size: SIZE });
  return (
    <div data-testid="gov-my-appeals">
      <AppealList
        label={t('gov.enterprise.tabs.appeals')}
        loading={isFetching}
        rows={data?.records ?? []}
        total={data?.total ?? 0}
        size={SIZE}
        page={current}
        onPage={setCurrent}
        empty={t('gov.enterprise.empty')}
        afterTitle={[{ key: 'deskName', title: t('gov.settings.desk') }]}
        afterState={[]}
        detail={(appealId) => <MyAppeal appealId={appealId} />}
      />
    </div>
  );
}

function MyAppeal({ appealId }: { appealId: string }) {
  const { data } = useGovEntAppealDetailQuery({ appealId });
  if (!data) return <Spinner />;
  return (
    <Stack data-testid="gov-my-appeal">
      <h2>{data.title}</h2>
      <AppealView appeal={data} />
      {data.state !== 'closed' && data.state !== 'rejected' && <Supplement appeal={data} />}
      {(data.state === 'answered' || data.state === 'closed') && data.rating === null && (
        <Rate appeal={data} />
      )}
    </Stack>
  );
}

function Supplement({ appeal }: { appeal: AppealDetail }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [add, { isLoading }] = useGovEntAppealSupplementMutation();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim()) return;
        void add({ appealId: appeal.appealId, text: text.trim() })
          .unwrap()
          .then(() => {
            setText('');
            toast.success(t('gov.enterprise.supplemented'));
          })
          .catch(() => undefined);
      }}
    >
      <Stack>
        <TextArea
          label={t('gov.enterprise.supplementText')}
          rows={3}
          maxLength={L.textMax}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Bar>
          <Button type="submit" loading={isLoading}>
            {t('gov.enterprise.supplement')}
          </Button>
        </Bar>
      </Stack>
    </form>
  );
}

function Rate({ appeal }: { appeal: AppealDetail }) {
  const { t } = useTranslation();
  const [rating, setRating] = useState('5');
  const [comment, setComment] = useState('');
  const [rate, { isLoading }] = useGovEntAppealRateMutation();
  return (
    <form
      data-testid="gov-rate"
      onSubmit={(e) => {
        e.preventDefault();
        void rate({ appealId: appeal.appealId, rating: Number(rating), comment: comment.trim() })
          .unwrap()
          .then(() => toast.success(t('gov.enterprise.rated')))
          .catch(() => undefined);
      }}
    >
      <Stack>
        <Select
          label={t('gov.enterprise.rating')}
          placeholder={null}
          value={rating}
          onChange={setRating}
          options={['5', '4', '3', '2', '1'].map((v) => ({
            value: v,
            label: t('gov.appeals.stars', { rating: v }),
          }))}
        />
        <Input
          label={t('gov.enterprise.comment')}
          maxLength={L.commentMax}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
        <Bar>
          <Button type="submit" variant="primary" loading={isLoading}>
            {t('gov.enterprise.rate')}
          </Button>
        </Bar>
      </Stack>
    </form>
  );
}
