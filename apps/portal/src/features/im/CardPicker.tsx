import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Empty, RadioGroup, Spinner } from '@platform/ui';
import { useMyCardsQuery } from './peopleApi';

export interface CardPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (vcardId: string) => void;
}

/** Chooses one of the signed-in user's cards to send as a card message. */
export function CardPicker({ open, onOpenChange, onPick }: CardPickerProps) {
  const { t } = useTranslation();
  const cards = useMyCardsQuery(undefined, { skip: !open });
  const [chosen, setChosen] = useState('');
  const list = (cards.data ?? []).filter((c) => !c.isDeleted);
  const pick = chosen || list[0]?.id || '';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('im.chat.pickCard')}
      footer={
        <Button
          variant="primary"
          disabled={!pick}
          onClick={() => {
            onPick(pick);
            onOpenChange(false);
          }}
        >
          {t('im.chat.sendCard')}
        </Button>
      }
    >
      {cards.isLoading ? (
        <Spinner />
      ) : list.length === 0 ? (
        <Empty description={t('im.chat.noCards')} />
      ) : (
        <RadioGroup
          label={t('im.chat.pickCard')}
          hideLabel
          direction="column"
          value={pick}
          onChange={setChosen}
          options={list.map((c) => ({
            value: c.id,
            label: [c.userName, c.orgName, c.post].filter(Boolean).join(' · '),
          }))}
        />
      )}
    </Dialog>
  );
}
