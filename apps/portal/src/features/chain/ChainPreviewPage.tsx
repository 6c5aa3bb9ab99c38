import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { UserChain } from '@platform/contracts/chain';
import { Spinner } from '@platform/ui';
import { Page } from '../../shared/layout/Page';
import type { RequestError } from '../../shared/api/baseQuery';
import {
  useAddShareViewMutation,
  useShareCheckQuery,
  useSharedChainQuery,
  useUserChainQuery,
} from './chainApi';
import { ChainTree } from './ChainTree';
import { CATALOGUE_PATH, editPath } from './paths';
import { UserNodePanel } from './UserNodePanel';
import { MapLayout, SelectHint } from './styles';
import './i18n';

const Meta = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.md}px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

/**
 * /graph/preview: a user chain read-only. `?id=` is one's own chain; `?shareId=&key=` is a share
 * link, opened by anyone (signed in or not) while the share is live, and counted once per visit.
 */
export default function ChainPreviewPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const shareId = params.get('shareId');
  const shareKey = params.get('key');
  if (shareId && shareKey) return <SharedPreview share={{ shareId, shareKey }} />;
  return <OwnPreview id={id ?? ''} />;
}

function OwnPreview({ id }: { id: string }) {
  const { data, error, isLoading } = useUserChainQuery({ id }, { skip: !id });
  if (isLoading) return <Spinner />;
  return (
    <Preview
      chain={data}
      error={!id || error ? ((error as RequestError | undefined)?.message ?? '') : null}
    />
  );
}

function SharedPreview({ share }: { share: { shareId: string; shareKey: string } }) {
  const { t } = useTranslation();
  const { data, error, isLoading } = useSharedChainQuery(share);
  const { data: check } = useShareCheckQuery(share);
  const [addView] = useAddShareViewMutation();
  const counted = useRef(false);
  useEffect(() => {
    if (!data || counted.current) return;
    counted.current = true;
    void addView(share);
  }, [data, addView, share]);
  if (isLoading) return <Spinner />;
  return (
    <Preview
      chain={data}
      share={share}
      byline={check ? t('chain.preview.sharedBy', { owner: check.ownerName }) : undefined}
      error={error ? (error as RequestError).message || t('chain.preview.invalid') : null}
    />
  );
}

interface PreviewProps {
  chain: UserChain | undefined;
  share?: { shareId: string; shareKey: string };
  byline?: string;
  /** The server's reason (not found, invalid or ended share), or null. */
  error: string | null;
}

function Preview({ chain, share, byline, error }: PreviewProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string | null>(null);
  if (error !== null || !chain)
    return (
      <Page>
        <h1>{error || t('chain.preview.notFound')}</h1>
        <Link to={CATALOGUE_PATH}>{t('chain.map.back')}</Link>
      </Page>
    );
  const node = chain.nodes.find((n) => n.key === selected);
  return (
    <Page data-testid="chain-preview">
      <h1>{chain.name}</h1>
      <Meta>
        <span>{t('chain.preview.readOnly')}</span>
        {byline && <span>{byline}</span>}
        {chain.editable && !share && <Link to={editPath(chain.id)}>{t('chain.preview.edit')}</Link>}
      </Meta>
      <MapLayout>
        <ChainTree nodes={chain.nodes} selected={selected} onSelect={setSelected} />
        {node ? (
          <UserNodePanel key={node.key} chain={chain} node={node} share={share} readOnly />
        ) : (
          <SelectHint>{t('chain.preview.select')}</SelectHint>
        )}
      </MapLayout>
    </Page>
  );
}
