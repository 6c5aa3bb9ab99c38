import { useTranslation } from 'react-i18next';
import { Button, Table, confirm, formatDateTime, type TableColumn } from '@platform/ui';
import { useInviteListQuery, useInviteRevokeMutation } from './orgCentreApi';
import { useAction } from './words';

interface Invitation {
  id: string;
  phone: string;
  createdBy: string;
  createTime: string;
  expireTime: string;
  joined: number;
}

/** The live invitations (links and SMS) with who sent them and how many joined; each can be revoked. */
export function InvitationsTab() {
  const { t } = useTranslation();
  const { data, isFetching } = useInviteListQuery();
  const [revoke] = useInviteRevokeMutation();
  const run = useAction();

  const drop = (invitation: Invitation) =>
    run(
      () => revoke({ id: invitation.id }).unwrap(),
      t('orgCentre.invite.revoked'),
      () => confirm({ title: t('orgCentre.invite.revoke'), content: t('orgCentre.invite.revokeConfirm') }),
    );

  const columns: TableColumn<Invitation>[] = [
    {
      key: 'target',
      title: t('orgCentre.invite.columns.target'),
      render: (r) => r.phone || t('orgCentre.invite.linkTarget'),
    },
    { key: 'createdBy', title: t('orgCentre.invite.columns.createdBy') },
    {
      key: 'createTime',
      title: t('orgCentre.invite.columns.createTime'),
      render: (r) => formatDateTime(r.createTime) || '-',
    },
    {
      key: 'expireTime',
      title: t('orgCentre.invite.columns.expireTime'),
      render: (r) => formatDateTime(r.expireTime) || '-',
    },
    { key: 'joined', title: t('orgCentre.invite.columns.joined'), align: 'right' },
    {
      key: 'actions',
      title: t('orgCentre.invite.columns.actions'),
      render: (r) => (
        <Button
          size="sm"
          variant="danger"
          aria-label={`${t('orgCentre.invite.revoke')} ${r.phone || r.id}`}
          onClick={() => void drop(r)}
        >
          {t('orgCentre.invite.revoke')}
        </Button>
      ),
    },
  ];

  return (
    <Table
      aria-label={t('orgCentre.staff.tabs.invites')}
      columns={columns}
      rows={data ?? []}
      rowKey={(r) => r.id}
      loading={isFetching}
      empty={t('orgCentre.invite.empty')}
    />
  );
}
