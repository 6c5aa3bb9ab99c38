import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Combobox, Tag } from '@platform/ui';
import { useDebounced } from '../../shared/hooks/useDebounced';
import { useCompanySuggestQuery } from '../../shared/company/companySuggestApi';
import { LOOK_ALIKE_MAX } from './limits';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg}px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
const Samples = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: flex-end;
  > :first-child {
    flex: 1 1 240px;
    min-width: 0;
  }
`;

export interface Sample {
  companyId: string;
  companyName: string;
}

export interface LookAlikeProps {
  samples: readonly Sample[];
  onChange: (samples: Sample[]) => void;
  onFind: () => void;
}

/** Look-alike: up to five sample companies (picked from the results or searched by name), then find similar ones. */
export function LookAlike({ samples, onChange, onFind }: LookAlikeProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const keyword = useDebounced(text.trim(), 300);
  const full = samples.length >= LOOK_ALIKE_MAX;
  const { currentData } = useCompanySuggestQuery({ keyword }, { skip: !keyword || full });
  const options = keyword && keyword === text.trim() ? (currentData ?? []) : [];
  const add = (sample: Sample) => {
    if (full || samples.some((s) => s.companyId === sample.companyId)) return;
    onChange([...samples, sample]);
    setText('');
  };
  return (
    <Box aria-labelledby="lead-look-alike-title" data-testid="look-alike">
      <h2 id="lead-look-alike-title">{t('leads.lookAlike.title')}</h2>
      <p>{t('leads.lookAlike.hint', { max: LOOK_ALIKE_MAX })}</p>
      <Row>
        <Combobox
          type="search"
          label={t('leads.lookAlike.search')}
          listLabel={t('leads.lookAlike.suggestions')}
          placeholder={
            full ? t('leads.lookAlike.full', { max: LOOK_ALIKE_MAX }) : t('leads.lookAlike.searchHint')
          }
          maxLength={50}
          value={text}
          disabled={full}
          onChange={setText}
          options={options.map((o) => ({ id: o.companyId, label: o.companyName }))}
          onPick={(o) => add({ companyId: o.id, companyName: o.label })}
        />
        <Button variant="primary" disabled={samples.length === 0} onClick={onFind}>
          {t('leads.lookAlike.find')}
        </Button>
      </Row>
      {samples.length > 0 ? (
        <Samples aria-label={t('leads.lookAlike.samples')}>
          {samples.map((s) => (
            <li key={s.companyId}>
              <Tag onRemove={() => onChange(samples.filter((x) => x.companyId !== s.companyId))}>
                {s.companyName}
              </Tag>
            </li>
          ))}
        </Samples>
      ) : (
        <p>{t('leads.lookAlike.none')}</p>
      )}
    </Box>
  );
}
