import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Input, Tag } from '@platform/ui';
import { PUBLICATION_LIMITS as L } from '@platform/contracts/content/publications-limits';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm}px;
`;

interface Props {
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string;
}

/** Tags: typed one at a time (Enter or the add button), at most 10 of 20 characters, no repeats. */
export function TagsField({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const full = value.length >= L.tags;
  const add = () => {
    const tag = text.trim();
    if (!tag || full) return;
    if (!value.includes(tag)) onChange([...value, tag]);
    setText('');
  };
  return (
    <div>
      <Row>
        <Input
          label={t('publications.edit.tags')}
          placeholder={t('publications.edit.tagsPlaceholder')}
          value={text}
          maxLength={L.tagLength}
          disabled={full}
          error={error}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button onClick={add} disabled={full || !text.trim()}>
          {t('publications.edit.tagAdd')}
        </Button>
      </Row>
      {value.length > 0 && (
        <Row aria-label={t('publications.edit.tags')} role="list">
          {value.map((tag) => (
            <span role="listitem" key={tag}>
              <Tag onRemove={() => onChange(value.filter((x) => x !== tag))}>{tag}</Tag>
            </span>
          ))}
        </Row>
      )}
    </div>
  );
}
