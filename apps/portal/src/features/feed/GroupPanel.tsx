import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Input, Select, confirm, toast } from '@platform/ui';
import type { FollowGroupNode } from '@platform/contracts/content/groups-schemas';
import { FEED_LIMITS } from '@platform/contracts/content/feed-limits';
import {
  useFollowTargetsQuery,
  useGroupCloneMutation,
  useGroupInitMutation,
  useGroupMemberRemoveMutation,
  useGroupMemberSaveMutation,
  useGroupMoveMutation,
  useGroupRemoveMutation,
  useGroupSaveMutation,
  useGroupTemplateMutation,
  useGroupUpdateMutation,
} from './feedApi';
import { flatGroups, subtreeIds } from './feedModel';

const TEMPLATES = ['chain', 'region', 'customer', 'investment'] as const;

const Tree = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  ul {
    list-style: none;
    margin: 0;
    padding-left: ${({ theme }) => theme.space.md}px;
  }
`;

const GroupButton = styled.button<{ $active: boolean }>`
  all: unset;
  box-sizing: border-box;
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  width: 100%;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm}px`};
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  overflow-wrap: anywhere;
  color: ${({ theme, $active }) => ($active ? theme.colors.brandInk : theme.colors.text)};
  background: ${({ theme, $active }) => ($active ? theme.colors.brand[50] : 'transparent')};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand[500]};
  }
`;

const Manage = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-top: ${({ theme }) => theme.space.md}px;
  padding-top: ${({ theme }) => theme.space.md}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md}px;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
  align-items: flex-end;
`;

export interface GroupPanelProps {
  tree: FollowGroupNode[];
  selected: string | undefined;
  onSelect: (id: string | undefined) => void;
}

/** The follow-group tree as the feed's filter, and its management (add, rename, move, copy, delete, templates, members). */
export function GroupPanel({ tree, selected, onSelect }: GroupPanelProps) {
  const { t } = useTranslation();
  const groups = flatGroups(tree);
  const current = groups.find((g) => g.id === selected);
  const [name, setName] = useState('');
  const [moveTo, setMoveTo] = useState('');
  const [template, setTemplate] = useState('');
  const [target, setTarget] = useState('');
  const { data: targets = [] } = useFollowTargetsQuery({});
  const [save] = useGroupSaveMutation();
  const [update] = useGroupUpdateMutation();
  const [remove] = useGroupRemoveMutation();
  const [move] = useGroupMoveMutation();
  const [clone] = useGroupCloneMutation();
  const [fromTemplate] = useGroupTemplateMutation();
  const [init] = useGroupInitMutation();
  const [addMember] = useGroupMemberSaveMutation();
  const [removeMember] = useGroupMemberRemoveMutation();

  const done = async (action: Promise<unknown>) => {
    try {
      await action;
      toast.success(t('feed.groups.done'));
      return true;
    } catch {
      // The shared API layer shows the server's message.
      return false;
    }
  };

  const branch = (nodes: FollowGroupNode[]) =>
    nodes.map((g) => (
      <li key={g.id}>
        <GroupButton
          type="button"
          $active={g.id === selected}
          aria-pressed={g.id === selected}
          aria-label={t('feed.groups.filterBy', { name: g.name })}
          onClick={() => onSelect(g.id)}
        >
          <span>{g.name}</span>
          <span aria-hidden="true">{t('feed.groups.members', { count: g.memberCount })}</span>
        </GroupButton>
        {g.children.length > 0 && <ul>{branch(g.children)}</ul>}
      </li>
    ));

  const forbidden = current ? new Set(subtreeIds(current)) : new Set<string>();
  const moveOptions = [
    { value: 'root', label: t('feed.groups.moveRoot') },
    ...groups
      .filter((g) => !forbidden.has(g.id) && g.level < FEED_LIMITS.depth)
      .map((g) => ({ value: g.id, label: `${'—'.repeat(g.level - 1)}${g.name}` })),
  ];
  const kindOf = (key: string) => targets.find((x) => `${x.kind}:${x.id}` === key);

  return (
    <nav aria-label={t('feed.groups.title')} data-testid="group-panel">
      <h2>{t('feed.groups.title')}</h2>
      <Tree>
        <li>
          <GroupButton
            type="button"
            $active={!selected}
            aria-pressed={!selected}
            onClick={() => onSelect(undefined)}
          >
            {t('feed.groups.all')}
          </GroupButton>
        </li>
        {branch(tree)}
      </Tree>
      {tree.length === 0 && (
        <Button size="sm" variant="link" onClick={() => void done(init({}).unwrap())}>
          {t('feed.groups.byCategory')}
        </Button>
      )}
      <Manage aria-label={t('feed.groups.manage')}>
        <h3>{t('feed.groups.manage')}</h3>
        {current && <p>{t('feed.groups.selected', { name: current.name })}</p>}
        <Row>
          <Input
            label={t('feed.groups.newName')}
            value={name}
            maxLength={FEED_LIMITS.groupName}
            onChange={(e) => setName(e.target.value)}
          />
          <Button
            size="sm"
            disabled={!name.trim()}
            onClick={async () => {
              if (await done(save({ name: name.trim() }).unwrap())) setName('');
            }}
          >
            {t('feed.groups.add')}
          </Button>
          {current && current.level < FEED_LIMITS.depth && (
            <Button
              size="sm"
              disabled={!name.trim()}
              onClick={async () => {
                if (await done(save({ name: name.trim(), parentId: current.id }).unwrap())) setName('');
              }}
            >
              {t('feed.groups.addSub')}
            </Button>
          )}
          {current && (
            <Button
              size="sm"
              disabled={!name.trim()}
              onClick={async () => {
                if (await done(update({ id: current.id, name: name.trim() }).unwrap())) setName('');
              }}
            >
              {t('feed.groups.rename')}
            </Button>
          )}
        </Row>
        {current && (
          <>
            <Row>
              <Select
                label={t('feed.groups.moveTo')}
                value={moveTo}
                options={moveOptions}
                onChange={setMoveTo}
              />
              <Button
                size="sm"
                disabled={!moveTo}
                onClick={() =>
                  void done(move({ id: current.id, parentId: moveTo === 'root' ? '' : moveTo }).unwrap())
                }
              >
                {t('feed.groups.move')}
              </Button>
              <Button size="sm" onClick={() => void done(clone({ id: current.id }).unwrap())}>
                {t('feed.groups.clone')}
              </Button>
              <Button
                size="sm"
                variant="danger"
                onClick={async () => {
                  const ok = await confirm({
                    content: t('feed.groups.removeConfirm', { name: current.name }),
                  });
                  if (ok && (await done(remove({ id: current.id }).unwrap()))) onSelect(undefined);
                }}
              >
                {t('feed.groups.remove')}
              </Button>
            </Row>
            <Row>
              <Select
                label={t('feed.groups.member')}
                value={target}
                options={targets.map((x) => ({ value: `${x.kind}:${x.id}`, label: x.name }))}
                onChange={setTarget}
              />
              <Button
                size="sm"
                disabled={!target}
                onClick={() => {
                  const x = kindOf(target);
                  if (x)
                    void done(
                      addMember({ groupId: current.id, targetKind: x.kind, targetId: x.id }).unwrap(),
                    );
                }}
              >
                {t('feed.groups.addMember')}
              </Button>
            </Row>
            {(current.members ?? []).length > 0 && (
              <Row>
                {(current.members ?? []).map((m) => (
                  <Button
                    key={`${m.kind}:${m.id}`}
                    size="sm"
                    variant="link"
                    onClick={() =>
                      void done(
                        removeMember({ groupId: current.id, targetKind: m.kind, targetId: m.id }).unwrap(),
                      )
                    }
                  >
                    {t('feed.groups.removeMember', { name: m.name })}
                  </Button>
                ))}
              </Row>
            )}
          </>
        )}
        <Row>
          <Select
            label={t('feed.groups.template')}
            value={template}
            options={TEMPLATES.map((k) => ({ value: k, label: t(`feed.groups.templates.${k}`) }))}
            onChange={setTemplate}
          />
          <Button
            size="sm"
            disabled={!template}
            onClick={() => void done(fromTemplate({ type: template }).unwrap())}
          >
            {t('feed.groups.template')}
          </Button>
        </Row>
      </Manage>
    </nav>
  );
}
