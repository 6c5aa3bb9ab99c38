import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GOV_LIMITS as L } from '@platform/contracts';
import { Button, Input, Pagination, RadioGroup, Spinner, TextArea, toast } from '@platform/ui';
import { FormDialog } from '../../shared/layout/FormDialog';
import { useGovNoticePageQuery, useGovNoticeSendMutation } from './govApi';
import { NoticeList } from './NoticeList';
import { Bar, Stack } from './styles';

const SIZE = 10;

/** 通知: the desk's notices and policies; an administrator writes and sends a new one. */
export function Notices({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const [writing, setWriting] = useState(false);
  const { data } = useGovNoticePageQuery({ current, size: SIZE });
  return (
    <div data-testid="gov-notices">
      {isAdmin && (
        <Bar>
          <Button variant="primary" onClick={() => setWriting(true)}>
            {t('gov.notices.send')}
          </Button>
        </Bar>
      )}
      {data ? <NoticeList notices={data.records} empty={t('gov.notices.empty')} desk /> : <Spinner />}
      <Pagination total={data?.total ?? 0} pageSize={SIZE} page={current} onChange={setCurrent} />
      {writing && <NoticeDialog onClose={() => setWriting(false)} />}
    </div>
  );
}

function NoticeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [category, setCategory] = useState<'notice' | 'policy'>('notice');
  const [target, setTarget] = useState<'all' | 'chosen'>('all');
  const [ids, setIds] = useState('');
  const [send, { isLoading }] = useGovNoticeSendMutation();
  const submit = () => {
    const companyIds = ids
      .split(/[\s,，]+/)
      .map((s) => s.trim())
      .filter(Boolean);
    void send({
      title: title.trim(),
      body: body.trim(),
      category,
      target,
      companyIds: target === 'all' ? [] : companyIds,
    })
      .unwrap()
      .then((n) => {
        toast.success(t('gov.notices.sent', { count: n.recipients }));
        onClose();
      })
      .catch(() => undefined);
  };
  return (
    <FormDialog title={t('gov.notices.send')} width={760} saving={isLoading} onOk={submit} onClose={onClose}>
      <Stack>
        <RadioGroup
          label={t('gov.notices.category')}
          direction="row"
          value={category}
          onChange={setCategory}
          options={(['notice', 'policy'] as const).map((c) => ({
            value: c,
            label: t(`gov.noticeCategories.${c}`),
          }))}
        />
        <Input
          label={t('gov.notices.title')}
          maxLength={L.noticeTitleMax}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <TextArea
          label={t('gov.notices.body')}
          maxLength={L.noticeBodyMax}
          rows={8}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
        <RadioGroup
          label={t('gov.notices.target')}
          direction="row"
          value={target}
          onChange={setTarget}
          options={[
            { value: 'all' as const, label: t('gov.notices.targetAll') },
            { value: 'chosen' as const, label: t('gov.notices.targetChosen') },
          ]}
        />
        {target === 'chosen' && (
          <Input label={t('gov.notices.companyIds')} value={ids} onChange={(e) => setIds(e.target.value)} />
        )}
      </Stack>
    </FormDialog>
  );
}
