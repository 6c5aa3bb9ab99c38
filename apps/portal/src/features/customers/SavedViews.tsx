import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMERS_LIMITS as L } from '@platform/contracts';
import { Button, Checkbox, Dropdown, IconChevronDown, Input, Tag, confirm, toast } from '@platform/ui';
import { FormDialog } from '../../shared/layout/FormDialog';
import {
  useCrmViewCreateMutation,
  useCrmViewRemoveMutation,
  useCrmViewUpdateMutation,
  type SavedView,
} from './customersApi';
import type { SavedViewControl } from './useSavedView';
import { Fields, Row } from './styles';

type Control = Pick<
  SavedViewControl,
  'table' | 'views' | 'active' | 'modified' | 'state' | 'apply' | 'choose'
>;

/**
 * 视图 above a table (customers or deals): a menu button naming the current view, whose items are
 * the default view (all rows), the caller's views, the views colleagues share (marked), then
 * 另存为视图, 重命名 and 删除. A view chosen sets the table's filters and columns; once they change,
 * the button says so and 保存 writes them into the caller's own view. Shared views are read-only to
 * the others (the server checks again); an administrator may delete one.
 */
export function SavedViews({ control }: { control: Control }) {
  const { t } = useTranslation();
  const { table, views, active, modified } = control;
  const [dialog, setDialog] = useState<'saveAs' | 'rename' | null>(null);
  const [create, { isLoading: creating }] = useCrmViewCreateMutation();
  const [update, { isLoading: updating }] = useCrmViewUpdateMutation();
  const [remove] = useCrmViewRemoveMutation();
  const own = views.filter((v) => v.mine);
  const others = views.filter((v) => !v.mine);
  const name = active ? active.name : t(`customers.views.all.${table}`);

  const label = (v: SavedView) => (
    <Row as="span">
      {v.name}
      {v.mine ? (
        v.shared && <Tag tone="neutral">{t('customers.views.shared')}</Tag>
      ) : (
        <Tag tone="brand">{t('customers.views.sharedBy', { name: v.ownerName })}</Tag>
      )}
    </Row>
  );
  const items = [
    { key: 'default', label: t(`customers.views.all.${table}`) },
    ...[...own, ...others].map((v) => ({ key: `view:${v.viewId}`, label: label(v) })),
    { key: 'saveAs', label: t('customers.views.saveAs') },
    { key: 'rename', label: t('customers.views.rename'), disabled: !active?.mine },
    { key: 'remove', label: t('customers.views.remove'), disabled: !active?.canDelete, danger: true },
  ];

  const drop = async (view: SavedView) => {
    const ok = await confirm({
      title: t('customers.views.removeTitle'),
      content: [
        t('customers.views.removeConfirm', { name: view.name }),
        ...(view.shared ? [t('customers.views.removeShared')] : []),
      ].join(' '),
    });
    if (!ok) return;
    await remove({ viewId: view.viewId })
      .unwrap()
      .then(() => {
        toast.success(t('customers.views.removed'));
        control.apply(null);
      })
      .catch(() => undefined);
  };
  const select = (key: string) => {
    if (key === 'default') return control.apply(null);
    if (key.startsWith('view:')) return control.apply(views.find((v) => `view:${v.viewId}` === key) ?? null);
    if (key === 'saveAs') {
      if (own.length >= L.savedViewsPerTable)
        return void toast.error(t('customers.views.limit', { max: L.savedViewsPerTable }));
      return setDialog('saveAs');
    }
    if (key === 'rename' && active?.mine) return setDialog('rename');
    if (key === 'remove' && active?.canDelete) void drop(active);
  };
  const saveChanges = (view: SavedView) =>
    void update({ viewId: view.viewId, state: control.state })
      .unwrap()
      .then((saved) => {
        control.choose(saved);
        toast.success(t('customers.views.updated', { name: saved.name }));
      })
      .catch(() => undefined);

  return (
    <Row data-testid={`saved-views-${table}`}>
      <Dropdown items={items} onSelect={select} placement="bottom-start">
        <Button
          aria-label={t(modified ? 'customers.views.buttonModified' : 'customers.views.button', { name })}
        >
          {name}
          {modified && <Tag tone="warning">{t('customers.views.modified')}</Tag>}
          <IconChevronDown size={16} />
        </Button>
      </Dropdown>
      {modified && active?.mine && (
        <Button
          variant="primary"
          loading={updating}
          aria-label={t('customers.views.saveLabel', { name: active.name })}
          onClick={() => saveChanges(active)}
        >
          {t('customers.views.save')}
        </Button>
      )}
      {dialog === 'saveAs' && (
        <ViewDialog
          title={t('customers.views.saveAsTitle')}
          initial={{ name: '', shared: false }}
          saving={creating}
          onClose={() => setDialog(null)}
          onSave={(values) =>
            void create({ table, ...values, state: control.state })
              .unwrap()
              .then((saved) => {
                control.choose(saved);
                setDialog(null);
                toast.success(t('customers.views.saved', { name: saved.name }));
              })
              .catch(() => undefined)
          }
        />
      )}
      {dialog === 'rename' && active && (
        <ViewDialog
          title={t('customers.views.renameTitle')}
          initial={{ name: active.name, shared: active.shared }}
          saving={updating}
          onClose={() => setDialog(null)}
          onSave={(values) =>
            void update({ viewId: active.viewId, ...values })
              .unwrap()
              .then((saved) => {
                control.choose(saved);
                setDialog(null);
                toast.success(t('customers.views.renamed'));
              })
              .catch(() => undefined)
          }
        />
      )}
    </Row>
  );
}

/** A view's name (1–30 characters) and whether the organisation shares it. */
function ViewDialog({
  title,
  initial,
  saving,
  onSave,
  onClose,
}: {
  title: string;
  initial: { name: string; shared: boolean };
  saving: boolean;
  onSave: (values: { name: string; shared: boolean }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial.name);
  const [shared, setShared] = useState(initial.shared);
  const [error, setError] = useState('');
  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) return setError(t('customers.views.nameRequired'));
    onSave({ name: trimmed, shared });
  };
  return (
    <FormDialog title={title} saving={saving} onOk={submit} onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Fields>
          <Input
            label={t('customers.views.name')}
            value={name}
            maxLength={L.savedViewNameMax}
            showCount
            autoFocus
            error={error || undefined}
            onChange={(e) => {
              setName(e.target.value);
              setError('');
            }}
          />
          <Checkbox
            label={t('customers.views.share')}
            checked={shared}
            onChange={(e) => setShared(e.target.checked)}
          />
          <p>{t('customers.views.shareHint')}</p>
        </Fields>
      </form>
    </FormDialog>
  );
}
