import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CardUpdateReminder, type ChangeRecord, type ChangeTagCode } from '@platform/ui/domain';
import { confirm } from '@platform/ui';
import {
  useAddCardUpdateTagsMutation,
  useCardUpdateTagsQuery,
  useDismissCardUpdateMutation,
} from './cardsApi';
import { editPath } from './paths';
import './i18n';

/** Spec 2 §4: the close success text shows for 1.5 s. */
export const CLOSED_TEXT_MS = 1500;

const Done = styled.p`
  color: ${({ theme }) => theme.colors.text};
  margin: 0;
`;

export interface AddedTag {
  changeTagCode: ChangeTagCode;
  tagName: string;
}

export interface CardReminderProps {
  /** 'edit' adds tags to the card; 'preview' (preview and view screens) only offers the edit page. */
  mode: 'edit' | 'preview';
  vcardId: string;
  companyId: string;
  /** The card's syncTime: changes since then are offered. */
  syncTime?: string;
  /** Edit mode: the tags the server added, so the editor's modules show them. */
  onAdded?: (tags: AddedTag[]) => void;
}

/**
 * The card-update reminder (spec 2 §2, §4) for the card's owner: the linked company's new tags by
 * change code. Lookup, add and close failures are silent (the slice marks them so).
 */
export function CardReminder({ mode, vcardId, companyId, syncTime, onAdded }: CardReminderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timeCode = /^\d{4}-\d{2}-\d{2}/.test(syncTime ?? '') ? syncTime!.slice(0, 10) : undefined;
  const { data } = useCardUpdateTagsQuery(
    { cardId: vcardId, companyId, ...(timeCode ? { timeCode } : {}) },
    { skip: !vcardId || !companyId },
  );
  const [addTags] = useAddCardUpdateTagsMutation();
  const [dismiss] = useDismissCardUpdateMutation();
  const [records, setRecords] = useState<ChangeRecord[] | null>(null);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (!closed) return;
    const timer = setTimeout(() => setClosed(false), CLOSED_TEXT_MS);
    return () => clearTimeout(timer);
  }, [closed]);

  const shown = records ?? (data as ChangeRecord[] | undefined) ?? [];

  const goEdit = async () => {
    const ok = await confirm({
      title: t('cards.reminder.goEditTitle'),
      content: t('cards.reminder.goEdit'),
      okText: t('cards.reminder.goEditOk'),
      cancelText: t('cards.reminder.cancel'),
    });
    if (ok) void navigate(editPath(vcardId));
  };

  const add = async (tags: AddedTag[], all: boolean) => {
    try {
      const pending = await addTags({ vcardId, tags }).unwrap();
      onAdded?.(tags);
      setRecords(all ? [] : (pending as ChangeRecord[]));
    } catch {
      // Silent (spec 2 §8): the panel stays as it was.
    }
  };

  const onAdd = (changeTagCode: ChangeTagCode, tagName: string) => {
    if (mode === 'preview') return void goEdit();
    // Optimistic: the tag leaves the pending list and the count drops at once.
    setRecords(
      shown.map((r) =>
        r.changeTagCode === changeTagCode
          ? { ...r, contentList: r.contentList.filter((c) => c.tagName !== tagName) }
          : r,
      ),
    );
    void add([{ changeTagCode, tagName }], false);
  };

  const onAddAll = () => {
    if (mode === 'preview') return void goEdit();
    const tags = shown.flatMap((r) =>
      r.contentList.map((c) => ({ changeTagCode: r.changeTagCode, tagName: c.tagName })),
    );
    setRecords([]);
    if (tags.length) void add(tags, true);
  };

  const onClose = async () => {
    try {
      await dismiss({ vcardId }).unwrap();
      setRecords([]);
      setClosed(true);
    } catch {
      // Silent (spec 2 §8).
    }
  };

  return (
    <>
      <CardUpdateReminder records={shown} onAdd={onAdd} onAddAll={onAddAll} onClose={() => void onClose()} />
      {closed && <Done role="status">{t('cards.reminder.closed')}</Done>}
    </>
  );
}
