import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CardUpdateReminder, type ChangeRecord, type ChangeTagCode } from '@platform/ui/domain';
import {
  useAddCardUpdateTagsMutation,
  useCardUpdateTagsQuery,
  useDismissCardUpdateMutation,
} from './cardsApi';
import { editPath } from './paths';

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
 * change code, fed by getCardUpdateTags. The ui panel asks the close confirm, shows the 1.5 s closed
 * text and, in preview mode, the go-to-edit confirm. Lookup, add and close failures are silent.
 */
export function CardReminder({ mode, vcardId, companyId, syncTime, onAdded }: CardReminderProps) {
  const navigate = useNavigate();
  const timeCode = /^\d{4}-\d{2}-\d{2}/.test(syncTime ?? '') ? syncTime!.slice(0, 10) : undefined;
  const { data } = useCardUpdateTagsQuery(
    { cardId: vcardId, companyId, ...(timeCode ? { timeCode } : {}) },
    { skip: !vcardId || !companyId },
  );
  const [addTags] = useAddCardUpdateTagsMutation();
  const [dismiss] = useDismissCardUpdateMutation();
  const [records, setRecords] = useState<ChangeRecord[] | null>(null);
  const shown = records ?? (data as ChangeRecord[] | undefined) ?? [];

  const add = async (tags: AddedTag[], all: boolean) => {
    try {
      const pending = await addTags({ vcardId, tags }).unwrap();
      onAdded?.(tags);
      if (!all) setRecords(pending as ChangeRecord[]);
    } catch {
      // Silent (spec 2 §8).
    }
  };

  return (
    <CardUpdateReminder
      mode={mode}
      records={shown}
      onGoEdit={() => void navigate(editPath(vcardId))}
      onAdd={(changeTagCode, tagName) => {
        // The tag leaves the pending list (and the count drops) at once.
        setRecords(
          shown.map((r) =>
            r.changeTagCode === changeTagCode
              ? { ...r, contentList: r.contentList.filter((c) => c.tagName !== tagName) }
              : r,
          ),
        );
        void add([{ changeTagCode, tagName }], false);
      }}
      onAddAll={() => {
        const tags = shown.flatMap((r) =>
          r.contentList.map((c) => ({ changeTagCode: r.changeTagCode, tagName: c.tagName })),
        );
        setRecords([]);
        if (tags.length) void add(tags, true);
      }}
      onClose={() => dismiss({ vcardId }).unwrap()}
      onClosed={() => setRecords([])}
    />
  );
}
