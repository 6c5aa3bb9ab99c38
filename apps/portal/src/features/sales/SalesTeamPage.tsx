import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Spinner, Table, Tag, formatDateTime, type TableColumn } from '@platform/ui';
import { SALES_CODE_PATTERN, SALES_LIMITS } from '@platform/contracts/sales/limits';
import type { SalesTeam } from '@platform/contracts/sales/schemas';
import type { RequestError } from '../../shared/api/baseQuery';
import {
  useJoiningTheSalesTeamMutation,
  useSalesTeamCreateMutation,
  useSalesTeamMineQuery,
} from './salesApi';
import { Code, Forms, Hint, Panel, Refusal, Row, Wrap } from './styles';
import { TextLink } from './TextLink';
import './i18n';

type Member = SalesTeam['members'][number];

const messageOf = (err: unknown) => (err as RequestError | undefined)?.message ?? '';

/** No team yet: create one (the caller leads it) or join one by its 8-character code. */
function NoTeam() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [tried, setTried] = useState<'create' | 'join' | null>(null);
  const [refusal, setRefusal] = useState<{ form: 'create' | 'join'; text: string } | null>(null);
  const [create, creating] = useSalesTeamCreateMutation();
  const [join, joining] = useJoiningTheSalesTeamMutation();
  const nameError = tried === 'create' && !name.trim() ? t('sales.team.nameRequired') : undefined;
  const cleanCode = code.trim().toUpperCase();
  const codeError =
    code.trim() && !SALES_CODE_PATTERN.test(cleanCode) ? t('sales.team.codeInvalid') : undefined;

  const submit = (form: 'create' | 'join') => async (event: FormEvent) => {
    event.preventDefault();
    setTried(form);
    setRefusal(null);
    try {
      if (form === 'create') {
        if (!name.trim()) return;
        await create({ name: name.trim() }).unwrap();
      } else {
        if (!SALES_CODE_PATTERN.test(cleanCode)) return;
        await join({ teamCode: cleanCode }).unwrap();
      }
    } catch (err) {
      setRefusal({ form, text: messageOf(err) });
    }
  };

  return (
    <>
      <Hint>{t('sales.team.none')}</Hint>
      <Forms>
        <Panel as="form" aria-labelledby="sales-team-create" onSubmit={submit('create')} noValidate>
          <h2 id="sales-team-create">{t('sales.team.create')}</h2>
          <Input
            label={t('sales.team.createLabel')}
            value={name}
            maxLength={SALES_LIMITS.teamNameMax}
            onChange={(e) => setName(e.target.value)}
            error={nameError}
          />
          {refusal?.form === 'create' && <Refusal role="alert">{refusal.text}</Refusal>}
          <Button type="submit" variant="primary" loading={creating.isLoading}>
            {t('sales.team.create')}
          </Button>
        </Panel>
        <Panel as="form" aria-labelledby="sales-team-join" onSubmit={submit('join')} noValidate>
          <h2 id="sales-team-join">{t('sales.team.join')}</h2>
          <Input
            label={t('sales.team.joinLabel')}
            value={code}
            maxLength={8}
            autoComplete="off"
            onChange={(e) => setCode(e.target.value)}
            error={codeError}
          />
          <Hint>{t('sales.team.joinHint')}</Hint>
          {refusal?.form === 'join' && <Refusal role="alert">{refusal.text}</Refusal>}
          <Button type="submit" loading={joining.isLoading} disabled={!!codeError}>
            {t('sales.team.join')}
          </Button>
        </Panel>
      </Forms>
    </>
  );
}

/**
 * /salesManagement/salesTeam: the caller's team (name, leader, team code to share, members with
 * their sales codes) and a link to its figures; without a team, create or join one.
 */
export default function SalesTeamPage() {
  const { t } = useTranslation();
  const mine = useSalesTeamMineQuery({});
  if (mine.isLoading) return <Spinner />;
  const team = mine.data;
  const columns: TableColumn<Member>[] = [
    { key: 'name', title: t('sales.team.member') },
    {
      key: 'role',
      title: t('sales.team.role'),
      render: (m) => (
        <Tag tone={m.role === 'leader' ? 'brand' : 'neutral'}>{t(`sales.team.roles.${m.role}`)}</Tag>
      ),
    },
    { key: 'sellCode', title: t('sales.team.sellCode') },
    { key: 'joinedAt', title: t('sales.team.joinedAt'), render: (m) => formatDateTime(m.joinedAt) },
  ];
  return (
    <Wrap data-testid="sales-team">
      <h1>{t('sales.teamTitle')}</h1>
      {team ? (
        <>
          <Panel aria-labelledby="sales-team-name">
            <Row>
              <h2 id="sales-team-name">{team.name}</h2>
              <span>
                {t('sales.team.leader')}: {team.leaderName}
              </span>
              <span>
                {t('sales.team.teamCode')}: <Code data-testid="sales-team-code">{team.teamCode}</Code>
              </span>
              <TextLink to={`/salesManagement/teamDetail?teamId=${team.teamId}`}>
                {t('sales.team.detail')}
              </TextLink>
            </Row>
          </Panel>
          <h2>{t('sales.team.members')}</h2>
          <Table
            aria-label={t('sales.team.members')}
            columns={columns}
            rows={team.members}
            rowKey={(m) => m.sellCode || m.name}
          />
        </>
      ) : (
        <NoTeam />
      )}
    </Wrap>
  );
}
