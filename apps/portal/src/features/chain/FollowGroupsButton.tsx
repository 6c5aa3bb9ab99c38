import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { GROUP_LIMITS } from '@platform/contracts/chain/limits';
import { Button, Checkbox, Input, Popover, toast } from '@platform/ui';
import { useFollowGroupSaveMutation, useFollowGroupsQuery, useFollowIntoGroupsMutation } from './chainApi';

const Panel = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  fieldset {
    display: grid;
    gap: ${({ theme }) => theme.space.xs}px;
    max-height: 220px;
    overflow: auto;
    margin: 0;
    padding: 0;
    border: 0;
  }
`;
const Row = styled.div`
  display: flex;
  > :first-child {
    flex: 1;
    min-width: 0;
  }
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: end;
`;

/** Follow a company into some of one's groups (usergroup/*, userfollow/saveOrcancel); a group can be made here. */
export function FollowGroupsButton({ companyId, companyName }: { companyId: string; companyName: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      width={340}
      aria-label={`${t('chain.groups.title')}：${companyName}`}
      content={open ? <GroupsForm companyId={companyId} onDone={() => setOpen(false)} /> : null}
    >
      <Button size="sm" aria-label={`${t('chain.groups.button')}：${companyName}`}>
        {t('chain.groups.button')}
      </Button>
    </Popover>
  );
}

function GroupsForm({ companyId, onDone }: { companyId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { data: groups } = useFollowGroupsQuery({ current: 0, size: GROUP_LIMITS.groups + 1 });
  const [createGroup, { isLoading: creating }] = useFollowGroupSaveMutation();
  const [followInto, { isLoading: saving }] = useFollowIntoGroupsMutation();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [name, setName] = useState('');
  const toggle = (id: string) =>
    setChosen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const create = async () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    const { id } = await createGroup({ name: trimmed }).unwrap();
    setName('');
    setChosen((s) => new Set(s).add(id));
  };
  return (
    <Panel
      onSubmit={(e) => {
        e.preventDefault();
        void followInto({ companyId, follow: true, groupIds: [...chosen] })
          .unwrap()
          .then(() => {
            toast.success(t('chain.groups.saved'));
            onDone();
          })
          .catch(() => undefined);
      }}
    >
      <fieldset>
        <legend>{t('chain.groups.title')}</legend>
        {groups?.length === 0 && <span>{t('chain.groups.none')}</span>}
        {groups?.map((g) => (
          <Checkbox
            key={g.id}
            label={t('chain.groups.count', { name: g.name, count: g.companyCount })}
            checked={chosen.has(g.id)}
            onChange={() => toggle(g.id)}
          />
        ))}
      </fieldset>
      <Row>
        <Input
          label={t('chain.groups.newGroup')}
          value={name}
          maxLength={GROUP_LIMITS.name}
          onChange={(e) => setName(e.target.value)}
        />
        <Button loading={creating} onClick={() => void create().catch(() => undefined)}>
          {t('chain.groups.create')}
        </Button>
      </Row>
      <Button type="submit" variant="primary" loading={saving}>
        {t('chain.groups.save')}
      </Button>
    </Panel>
  );
}
