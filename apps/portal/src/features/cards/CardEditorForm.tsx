import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ModuleCode } from '@platform/contracts/constants';
import { CARD_LIMITS, EMAIL_PATTERN } from '@platform/contracts/vcard/limits';
import { Button, Checkbox, Input, RadioGroup, Upload, phoneError, toast } from '@platform/ui';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '@platform/contracts/resource/files';
import {
  AreaSelector,
  CardModuleList,
  MODULES_BY_CARD_TYPE,
  standardModuleName,
  type EditableCardModule,
} from '@platform/ui/domain';
import {
  emptyValue,
  fillFromCompany,
  fillRegion,
  formToDraft,
  formToInput,
  linkedCompanyId,
  reminderTarget,
  saveDraft,
  tagNames,
  upsertModule,
  type CardForm,
  type EditorModule,
} from './cardModel';
import { useLazyCardEntDetailQuery, useSaveCardMutation, useUpdateCardMutation } from './cardsApi';
import { useCardUpload } from './cardUpload';
import { CardReminder, type AddedTag } from './CardReminder';
import { LinkedEnterpriseField } from './LinkedEnterpriseField';
import { ModuleEditor } from './ModuleEditor';
import { CARD_PREVIEW_PATH, editPath } from './paths';
import './i18n';

const Page = styled.main`
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg}px;
  display: grid;
  gap: ${({ theme }) => theme.space.lg}px;
`;
/** Sections and the actions a section's height apart (公开名片 / 名片模块, 添加模块 / 保存). */
const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xl}px;
`;
const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg}px;
  }
`;
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
`;
const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
`;
const AvatarRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  img {
    width: 64px;
    height: 64px;
    border-radius: 50%;
    object-fit: cover;
  }
`;
const Alert = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: 0;
`;

type HeaderField = 'userName' | 'nickName' | 'post' | 'dept' | 'orgName' | 'phone' | 'email' | 'address';
const LIMITS: Record<HeaderField, number> = {
  userName: CARD_LIMITS.userName,
  nickName: CARD_LIMITS.nickName,
  post: CARD_LIMITS.post,
  dept: CARD_LIMITS.dept,
  orgName: CARD_LIMITS.orgName,
  phone: 20,
  email: CARD_LIMITS.email,
  address: CARD_LIMITS.address,
};
const FIELDS: HeaderField[] = [
  'userName',
  'nickName',
  'post',
  'dept',
  'orgName',
  'phone',
  'email',
  'address',
];

export interface CardEditorFormProps {
  initial: CardForm;
  /** The saved card's syncTime (edit mode): the reminder offers changes since then. */
  syncTime?: string;
}

/** The card editor: header fields, type, linked enterprise or region, modules, save and preview. */
export function CardEditorForm({ initial, syncTime }: CardEditorFormProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const locale = i18n.language.startsWith('en') ? 'en' : 'zh';
  const nameOf = (code: number) => standardModuleName(code, locale);
  const [form, setForm] = useState<CardForm>(initial);
  const [errors, setErrors] = useState<Partial<Record<HeaderField, string>>>({});
  const [serverError, setServerError] = useState('');
  const [linking, setLinking] = useState(false);
  const [loadCompany] = useLazyCardEntDetailQuery();
  const upload = useCardUpload();
  const [saveCard, saving] = useSaveCardMutation();
  const [updateCard, updating] = useUpdateCardMutation();
  const busy = saving.isLoading || updating.isLoading;
  const companyId = linkedCompanyId(form.modules);
  const companyName = String(
    (
      form.modules.find((m) => m.moduleCode === ModuleCode.LINKED_ENTERPRISE)?.value as {
        companyName?: string;
      }
    )?.companyName ?? '',
  );

  const check = (field: HeaderField, value: string): string => {
    const text = value.trim();
    if (field === 'phone') return phoneError(text);
    if (field === 'userName' && !text) return t('cards.editor.nameRequired');
    if (field === 'email' && text && !EMAIL_PATTERN.test(text)) return t('cards.editor.emailInvalid');
    if (Array.from(text).length > LIMITS[field]) return t('cards.editor.tooLong', { max: LIMITS[field] });
    return '';
  };
  const setField = (field: HeaderField, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: check(field, value) }));
  };

  const setType = (type: 1 | 2) =>
    setForm((f) => {
      const allowed = new Set(MODULES_BY_CARD_TYPE[type]);
      let modules = f.modules.filter(
        (m) => allowed.has(m.moduleCode) || m.moduleCode >= ModuleCode.CUSTOM_MIN,
      );
      const base = type === 2 ? ModuleCode.LINKED_ENTERPRISE : ModuleCode.REGION_INFO;
      modules = upsertModule(
        modules,
        base,
        nameOf(base),
        modules.find((m) => m.moduleCode === base)?.value ?? {},
      );
      return { ...f, type, modules, isStockCompany: type === 2 && f.isStockCompany };
    });

  const pickCompany = async (company: { companyId: string; companyName: string }) => {
    setLinking(true);
    try {
      const detail = await loadCompany({ companyId: company.companyId }).unwrap();
      const info = detail.companyInfo;
      setForm((f) =>
        fillFromCompany(
          f,
          {
            companyId: company.companyId,
            companyName: info.companyName || company.companyName,
            industries: detail.layoutInfoList.map((l) => l.industryName),
            techFieldTags: info.techFieldTags,
            qualificationTags: info.qualificationTags,
            serviceAndProductTags: info.serviceAndProductTags,
            businessScope: info.businessScope,
            listed: detail.stockInfoList.length > 0,
          },
          nameOf,
        ),
      );
    } catch {
      // The detail failed silently: link the company by name alone.
      setForm((f) =>
        fillFromCompany(
          f,
          {
            ...company,
            industries: [],
            techFieldTags: '',
            qualificationTags: '',
            serviceAndProductTags: '',
            businessScope: '',
            listed: false,
          },
          nameOf,
        ),
      );
    } finally {
      setLinking(false);
    }
  };

  const onModulesChange = (list: EditableCardModule[]) =>
    setForm((f) => {
      const byKey = new Map(f.modules.map((m) => [m.key, m]));
      const modules: EditorModule[] = list.map((m) => {
        const old = byKey.get(m.key);
        return old
          ? { ...old, moduleName: m.moduleName, ifDisplay: m.ifDisplay }
          : { ...m, removable: true, value: emptyValue(m.moduleCode) };
      });
      return { ...f, modules };
    });
  const setModuleValue = (key: string, value: unknown) =>
    setForm((f) => ({ ...f, modules: f.modules.map((m) => (m.key === key ? { ...m, value } : m)) }));

  const onTagsAdded = (tags: AddedTag[]) =>
    setForm((f) => {
      let modules = f.modules;
      for (const tag of tags) {
        const { moduleCode, name } = reminderTarget(tag.changeTagCode, tag.tagName);
        const current = tagNames(modules.find((m) => m.moduleCode === moduleCode)?.value);
        if (!current.includes(name))
          modules = upsertModule(modules, moduleCode, nameOf(moduleCode), [...current, name]);
      }
      return { ...f, modules };
    });

  const validate = () => {
    const next = Object.fromEntries(FIELDS.map((field) => [field, check(field, form[field])]));
    setErrors(next);
    const first = FIELDS.find((field) => next[field]);
    if (first) document.getElementById(`card-${first}`)?.focus();
    return !first;
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setServerError('');
    if (!validate()) return;
    const input = formToInput(form);
    try {
      if (form.id) {
        await updateCard({ ...input, id: form.id }).unwrap();
        toast.success(t('cards.editor.saved'));
      } else {
        const id = await saveCard(input).unwrap();
        toast.success(t('cards.editor.saved'));
        setForm((f) => ({ ...f, id }));
        void navigate(editPath(id), { replace: true });
      }
    } catch (error) {
      // The request layer already toasts the server's message; it also stays here, and the form keeps every value.
      setServerError((error as { message?: string }).message || t('cards.editor.fixErrors'));
    }
  };

  const preview = () => {
    saveDraft(formToDraft(form));
    void navigate(CARD_PREVIEW_PATH);
  };

  const uploadAvatar = async (file: File, onProgress: (percent: number) => void) => {
    const { url } = await upload(file, 'avatar', { onProgress });
    setForm((f) => ({ ...f, avatar: url }));
  };

  const editable: EditableCardModule[] = form.modules.map(
    ({ key, moduleCode, moduleName, ifDisplay, removable }) => ({
      key,
      moduleCode,
      moduleName,
      ifDisplay,
      removable,
    }),
  );

  return (
    <Page>
      <h1>{form.id ? t('cards.editor.titleEdit') : t('cards.editor.titleAdd')}</h1>
      {form.id && form.type === 2 && companyId && (
        <CardReminder
          mode="edit"
          vcardId={form.id}
          companyId={companyId}
          syncTime={syncTime}
          onAdded={onTagsAdded}
        />
      )}
      <Form noValidate aria-label={t('cards.editor.form')} onSubmit={(e) => void save(e)}>
        <Section aria-labelledby="card-header-title">
          <h2 id="card-header-title">{t('cards.editor.header')}</h2>
          <RadioGroup
            label={t('cards.editor.type')}
            value={String(form.type)}
            options={[
              { value: '2', label: t('cards.editor.typeEnt') },
              { value: '1', label: t('cards.editor.typeGov') },
            ]}
            onChange={(v) => setType(v === '1' ? 1 : 2)}
          />
          {form.type === 2 ? (
            <div>
              <LinkedEnterpriseField companyName={companyName} onPick={(c) => void pickCompany(c)} />
              {linking && <p role="status">{t('cards.editor.enterpriseLoading')}</p>}
            </div>
          ) : (
            <AreaSelector
              label={t('cards.editor.region')}
              placeholder={t('cards.editor.regionPick')}
              excludeNationwide
              value={String(
                (
                  form.modules.find((m) => m.moduleCode === ModuleCode.REGION_INFO)?.value as {
                    regionCode?: string;
                  }
                )?.regionCode ?? '',
              )}
              onChange={(code, path) =>
                setForm((f) => fillRegion(f, { code, names: path.map((n) => n.name) }, nameOf))
              }
            />
          )}
          <AvatarRow>
            {form.avatar && <img src={form.avatar} alt={t('cards.editor.avatarAlt')} />}
            <Upload
              accept={[...UPLOAD_TYPES.avatar]}
              maxSize={UPLOAD_MAX_BYTES.avatar}
              label={t('cards.editor.uploadAvatar')}
              upload={uploadAvatar}
            />
          </AvatarRow>
          <Grid>
            {FIELDS.map((field) => (
              <Input
                key={field}
                id={`card-${field}`}
                name={field}
                label={t(`cards.editor.${field}`)}
                value={form[field]}
                required={field === 'userName' || field === 'phone'}
                aria-required={field === 'userName' || field === 'phone' ? true : undefined}
                type={field === 'phone' ? 'tel' : field === 'email' ? 'email' : 'text'}
                autoComplete={field === 'phone' ? 'tel' : field === 'email' ? 'email' : undefined}
                error={errors[field] || undefined}
                onChange={(e) => setField(field, e.target.value)}
                onBlur={(e) => setErrors((er) => ({ ...er, [field]: check(field, e.target.value) }))}
              />
            ))}
          </Grid>
          <Checkbox
            label={t('cards.editor.encrypt')}
            checked={form.encrypt}
            onChange={(e) => setForm((f) => ({ ...f, encrypt: e.target.checked }))}
          />
          <Checkbox
            label={t('cards.editor.ifOpened')}
            checked={form.ifOpened}
            onChange={(e) => setForm((f) => ({ ...f, ifOpened: e.target.checked }))}
          />
        </Section>
        <Section aria-labelledby="card-modules-title">
          <h2 id="card-modules-title">{t('cards.editor.modules')}</h2>
          <CardModuleList
            modules={editable}
            cardType={form.type}
            onChange={onModulesChange}
            onRemove={(key) => setForm((f) => ({ ...f, modules: f.modules.filter((m) => m.key !== key) }))}
            renderBody={(m) => {
              const module = form.modules.find((x) => x.key === m.key);
              return module ? (
                <ModuleEditor
                  moduleCode={module.moduleCode}
                  moduleName={module.moduleName}
                  value={module.value}
                  onChange={(value) => setModuleValue(module.key, value)}
                />
              ) : null;
            }}
          />
        </Section>
        {serverError && <Alert role="alert">{serverError}</Alert>}
        <Actions>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? t('cards.editor.saving') : t('cards.editor.save')}
          </Button>
          <Button onClick={preview}>{t('cards.editor.preview')}</Button>
        </Actions>
      </Form>
    </Page>
  );
}
