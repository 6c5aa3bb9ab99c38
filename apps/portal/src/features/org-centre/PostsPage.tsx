import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Table, confirm, type TableColumn } from '@platform/ui';
import { ORG_CENTRE_LIMITS as L } from '@platform/contracts/org-centre/limits';
import type { OrgPost } from '@platform/contracts/org-centre/schemas';
import { Actions, Toolbar, Wrap } from '../../shared/layout/documentPage';
import { OrgNameDialog } from './OrgNameDialog';
import { usePostListQuery, usePostRemoveMutation, usePostSaveMutation } from './orgCentreApi';
import { useAction, useOrgStanding } from './words';
import './i18n';

/** /user/manage/post: the posts with their head counts; org.manage adds, renames and deletes. */
export default function PostsPage() {
  const { t } = useTranslation();
  const { can } = useOrgStanding();
  const { data, isFetching } = usePostListQuery();
  const [save, { isLoading: saving }] = usePostSaveMutation();
  const [remove] = usePostRemoveMutation();
  const [editing, setEditing] = useState<OrgPost | 'new' | null>(null);
  const editable = can('org.manage');
  const run = useAction();

  const drop = (post: OrgPost) =>
    run(
      () => remove({ id: post.id }).unwrap(),
      t('orgCentre.removed'),
      () =>
        confirm({
          title: t('orgCentre.remove'),
          content: t('orgCentre.post.removeConfirm', { name: post.name }),
        }),
    );

  const columns: TableColumn<OrgPost>[] = [
    { key: 'name', title: t('orgCentre.name') },
    {
      key: 'staffCount',
      title: t('orgCentre.staffCount'),
      align: 'right',
      render: (r) => t('orgCentre.countValue', { count: r.staffCount }),
    },
    ...(editable
      ? [
          {
            key: 'actions',
            title: t('orgCentre.actions'),
            render: (r: OrgPost) => (
              <Actions>
                <Button
                  size="sm"
                  aria-label={`${t('orgCentre.rename')} ${r.name}`}
                  onClick={() => setEditing(r)}
                >
                  {t('orgCentre.rename')}
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={`${t('orgCentre.remove')} ${r.name}`}
                  onClick={() => void drop(r)}
                >
                  {t('orgCentre.remove')}
                </Button>
              </Actions>
            ),
          },
        ]
      : []),
  ];

  return (
    <Wrap data-testid="org-posts">
      <h1>{t('orgCentre.post.title')}</h1>
      {editable && (
        <Toolbar>
          <Button variant="primary" onClick={() => setEditing('new')}>
            {t('orgCentre.post.add')}
          </Button>
        </Toolbar>
      )}
      <Table
        aria-label={t('orgCentre.post.title')}
        columns={columns}
        rows={data ?? []}
        rowKey={(r) => r.id}
        loading={isFetching}
        empty={t('orgCentre.post.empty')}
      />
      {editing && (
        <OrgNameDialog
          title={editing === 'new' ? t('orgCentre.post.addTitle') : t('orgCentre.post.renameTitle')}
          label={t('orgCentre.post.field')}
          initial={editing === 'new' ? '' : editing.name}
          maxLength={L.nameMax}
          saving={saving}
          onSave={(name) => save(editing === 'new' ? { name } : { id: editing.id, name }).unwrap()}
          onClose={() => setEditing(null)}
        />
      )}
    </Wrap>
  );
}
