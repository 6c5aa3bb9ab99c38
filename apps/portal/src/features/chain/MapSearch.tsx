import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { MapNode } from '@platform/contracts/chain';
import { Combobox } from '@platform/ui';
import { useDebounced } from '../../shared/hooks/useDebounced';
import { useChainMatchingQuery } from './chainApi';

/** Spec 2 §9: suggestions 500 ms after the last key. */
const DEBOUNCE_MS = 500;
const NODE_HITS = 8;

const Field = styled(Combobox)`
  width: min(360px, 100%);
`;

export interface MapSearchProps {
  chainCode: string;
  nodes: readonly MapNode[];
  onNode: (code: string) => void;
  /** A company was picked: mark its nodes and open the first. */
  onCompany: (companyId: string, firstNode: string | undefined) => void;
}

/** Finds a node of the map by name (at once) or a company on it (from the server, debounced). */
export function MapSearch({ chainCode, nodes, onNode, onCompany }: MapSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const typed = text.trim();
  const keyword = useDebounced(typed, DEBOUNCE_MS);
  const { data, isFetching } = useChainMatchingQuery(
    { induChainId: chainCode, keyword, size: 8 },
    { skip: !keyword },
  );
  const lower = typed.toLowerCase();
  const nodeHits = typed ? nodes.filter((n) => n.name.toLowerCase().includes(lower)).slice(0, NODE_HITS) : [];
  const companies = keyword && keyword === typed ? (data ?? []) : [];
  const options = [
    ...nodeHits.map((n) => ({
      id: `node:${n.code}`,
      label: n.name,
      content: t('chain.search.node', { name: n.name, count: n.companyCount }),
    })),
    ...companies.map((c) => ({
      id: `company:${c.companyId}`,
      label: c.companyName,
      content: t('chain.search.company', { name: c.companyName, count: c.nodeCodes.length }),
    })),
  ];
  return (
    <Field
      type="search"
      label={t('chain.search.label')}
      listLabel={t('chain.search.list')}
      placeholder={t('chain.search.placeholder')}
      value={text}
      maxLength={50}
      onChange={setText}
      options={options}
      loading={isFetching}
      onPick={(option) => {
        setText(option.label);
        const [kind, id = ''] = option.id.split(/:(.*)/);
        if (kind === 'node') onNode(id);
        else onCompany(id, companies.find((c) => c.companyId === id)?.nodeCodes[0]);
      }}
    />
  );
}
