import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  BRAND_COLOUR,
  CUSTOMER_CODE,
  CUSTOMER_LIMITS,
  ProfessionalService,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
  isHostName,
  normaliseHostName,
  type CustomerChange,
  type CustomerConfigItem,
  type CustomerForm,
  type OperatorCustomer,
} from '@platform/contracts';
import {
  Button,
  Checkbox,
  Empty,
  Input,
  RadioGroup,
  Select,
  Spinner,
  TextArea,
  Upload,
  formatDateTime,
  toast,
} from '@platform/ui';
import { i18n } from '../../shared/i18n';
import { zh } from '../../shared/i18n/zh';
import { useUploadFile } from '../../shared/api/useUploadFile';
import { CustomerPreview } from './CustomerPreview';
import type { customersZh } from './customersCopy';
import { OperatorGate } from './OperatorGate';
import {
  useOperatorCustomerCreateMutation,
  useOperatorCustomerHistoryQuery,
  useOperatorCustomerQuery,
  useOperatorCustomerSaveMutation,
} from './operatorApi';
import { Block, FieldRow } from './styles';

/** The top menu's sections a customer may configure (spec 1 §2), with their default (Chinese) names. */
const MENU_KEYS = [
  'discover',
  'serve',
  'business',
  'toker',
  'tokerFinance',
  'customer',
  'member',
  'politics',
] as const;
const MENU_CATALOGUE: Record<string, string> = Object.fromEntries(
  MENU_KEYS.map((key) => [key, zh.menu[key] ?? key]),
);

type Item = CustomerConfigItem;

/** The customer's items, then every section and service it does not list yet, unchecked. */
export function withCatalogue(items: readonly Item[]): Item[] {
  const has = new Set(items.map((i) => `${i.configType}:${i.configKey}`));
  const sorted = (type: Item['configType']) =>
    items.filter((i) => i.configType === type).sort((a, b) => a.sort - b.sort);
  const extra = (type: Item['configType'], keys: string[], name: (key: string) => string) =>
    keys
      .filter((key) => !has.has(`${type}:${key}`))
      .map((key) => ({ configType: type, configKey: key, configName: name(key), checked: false, sort: 0 }));
  const renumber = (list: Item[]) => list.map((i, n) => ({ ...i, sort: n }));
  return [
    ...renumber([
      ...sorted('menu'),
      ...extra('menu', Object.keys(MENU_CATALOGUE), (k) => MENU_CATALOGUE[k] ?? k),
    ]),
    ...renumber([
      ...sorted('service'),
      ...extra('service', Object.values(ProfessionalService), (id) =>
        i18n.t(`services.${id}`, { lng: 'zh', defaultValue: id }),
      ),
    ]),
  ];
}

const EMPTY: CustomerForm = {
  domains: [],
  platformName: '',
  logos: { logo: '', logo2: '', logo3: '' },
  servicePhone: '',
  address: '',
  record: '',
  license: '',
  companyName: '',
  theme: 'blue',
  brandColor: '#0659E6',
  oem: { indexFlag: 1, vipServicesFlag: 0 },
  configItems: withCatalogue([]),
  footerPartners: [],
};

export interface FormProblems {
  code?: string;
  domains?: string;
  platformName?: string;
  brandColor?: string;
  partners?: string;
}

/** What the server would refuse, said before asking it. */
/** A key of the customers copy. */
export type CopyKey =
  Exclude<keyof typeof customersZh, 'themes'> | `themes.${keyof typeof customersZh.themes}`;
type Say = (key: CopyKey, options?: Record<string, unknown>) => string;

/** The customers copy in the current language. */
function useSay(): Say {
  const { t } = useTranslation();
  return useCallback<Say>((key, options) => t(`operatorConsole.customers.${key}`, options ?? {}), [t]);
}

export function problemsOf(k: Say, code: string | undefined, form: CustomerForm): FormProblems {
  const p: FormProblems = {};
  if (code !== undefined && !CUSTOMER_CODE.test(code.trim())) p.code = k('badCode');
  const seen = new Set<string>();
  for (const d of form.domains) {
    if (!isHostName(d)) {
      p.domains = k('badDomain', { domain: d });
      break;
    }
    const host = normaliseHostName(d);
    if (seen.has(host)) {
      p.domains = k('duplicateDomain', { domain: d });
      break;
    }
    seen.add(host);
  }
  if (!form.platformName.trim()) p.platformName = k('nameRequired');
  if (!BRAND_COLOUR.test(form.brandColor.trim())) p.brandColor = k('badColour');
  form.footerPartners.forEach((partner, i) => {
    if (p.partners) return;
    if (!partner.name.trim()) p.partners = k('partnerNameRequired', { n: i + 1 });
    else if (partner.url.trim() && !/^https?:\/\/\S+$/i.test(partner.url.trim()))
      p.partners = k('badUrl', { n: i + 1 });
  });
  return p;
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl}px;
  align-items: start;
  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Sticky = styled.aside`
  position: sticky;
  top: 72px;
`;

const Items = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm}px;
    margin-bottom: ${({ theme }) => theme.space.sm}px;
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

const LOGO_KEYS = ['logo', 'logo2', 'logo3'] as const;

/** /operator/customerEdit?code=…: a customer's configuration with its live preview and history. */
export default function CustomerEditorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  return (
    <OperatorGate
      title={
        code ? t('operatorConsole.customers.edit', { name: code }) : t('operatorConsole.customers.create')
      }
    >
      <Link to="/operator/customers">{t('operatorConsole.customers.back')}</Link>
      {code ? <ExistingCustomer code={code} /> : <CustomerEditor key="new" />}
    </OperatorGate>
  );
}

function ExistingCustomer({ code }: { code: string }) {
  const { data, isLoading, fulfilledTimeStamp } = useOperatorCustomerQuery({ code });
  if (isLoading) return <Spinner />;
  if (!data) return null;
  // Read back after a save: the editor starts again from what the server holds, at its new version.
  return <CustomerEditor key={`${data.code}:${data.version}:${fulfilledTimeStamp ?? 0}`} existing={data} />;
}

function CustomerEditor({ existing }: { existing?: OperatorCustomer }) {
  const k = useSay();
  const navigate = useNavigate();
  const upload = useUploadFile();
  const [create, creating] = useOperatorCustomerCreateMutation();
  const [save, saving] = useOperatorCustomerSaveMutation();
  const [code, setCode] = useState(existing?.code ?? '');
  const [form, setForm] = useState<CustomerForm>(() =>
    existing
      ? {
          domains: existing.domains,
          platformName: existing.platformName,
          logos: existing.logos,
          servicePhone: existing.servicePhone,
          address: existing.address,
          record: existing.record,
          license: existing.license,
          companyName: existing.companyName,
          theme: existing.theme,
          brandColor: existing.brandColor,
          oem: existing.oem,
          configItems: withCatalogue(existing.configItems),
          footerPartners: existing.footerPartners,
        }
      : EMPTY,
  );
  const [domainsText, setDomainsText] = useState(form.domains.join('\n'));
  const [shown, setShown] = useState(false);
  const set = <K extends keyof CustomerForm>(key: K, value: CustomerForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const changeDomains = (text: string) => {
    setDomainsText(text);
    const domains = text
      .split('\n')
      .map((d) => d.trim())
      .filter(Boolean);
    setForm((f) => ({ ...f, domains }));
  };
  const problems = useMemo(() => problemsOf(k, existing ? undefined : code, form), [k, existing, code, form]);
  const invalid = Object.keys(problems).length > 0;
  const show = (key: keyof FormProblems) => (shown ? problems[key] : undefined);

  const submit = async () => {
    setShown(true);
    if (invalid) return toast.error(k('fixErrors'));
    const body = {
      ...form,
      brandColor: form.brandColor.trim(),
      footerPartners: form.footerPartners.map((p) => ({ name: p.name.trim(), url: p.url.trim() })),
    };
    if (existing) {
      const done = await save({ ...body, code: existing.code, version: existing.version })
        .unwrap()
        .catch(() => null);
      if (done) toast.success(k('saved'));
    } else {
      const done = await create({ ...body, code: code.trim() })
        .unwrap()
        .catch(() => null);
      if (done) {
        toast.success(k('created'));
        void navigate(`/operator/customerEdit?code=${encodeURIComponent(done.code)}`);
      }
    }
  };

  const items = (type: Item['configType']) => form.configItems.filter((i) => i.configType === type);
  const changeItem = (target: Item, change: Partial<Item>) =>
    set(
      'configItems',
      form.configItems.map((i) => (i === target ? { ...i, ...change } : i)),
    );
  const move = (target: Item, by: -1 | 1) => {
    const list = items(target.configType);
    const at = list.indexOf(target);
    const other = list[at + by];
    if (!other) return;
    set(
      'configItems',
      form.configItems.map((i) =>
        i === target ? { ...i, sort: other.sort } : i === other ? { ...i, sort: target.sort } : i,
      ),
    );
  };

  return (
    <Layout>
      <div>
        <Block aria-labelledby="customer-basics">
          <h2 id="customer-basics">{k('basics')}</h2>
          {!existing && (
            <Input
              label={k('code')}
              value={code}
              maxLength={32}
              onChange={(e) => setCode(e.target.value)}
              error={show('code')}
              data-testid="customer-code"
            />
          )}
          {!existing && <p>{k('codeHint')}</p>}
          <TextArea
            label={k('domains')}
            value={domainsText}
            rows={3}
            onChange={(e) => changeDomains(e.target.value)}
            error={show('domains')}
            data-testid="customer-domains"
          />
          <p>{k('domainsHint')}</p>
          <Input
            label={k('platformName')}
            value={form.platformName}
            maxLength={CUSTOMER_LIMITS.platformNameMax}
            onChange={(e) => set('platformName', e.target.value)}
            error={show('platformName')}
            data-testid="customer-platform-name"
          />
          <FieldRow>
            <Input
              label={k('servicePhone')}
              value={form.servicePhone}
              maxLength={CUSTOMER_LIMITS.phoneMax}
              onChange={(e) => set('servicePhone', e.target.value)}
            />
            <Input
              label={k('companyName')}
              value={form.companyName}
              maxLength={CUSTOMER_LIMITS.companyNameMax}
              onChange={(e) => set('companyName', e.target.value)}
            />
          </FieldRow>
          <Input
            label={k('address')}
            value={form.address}
            maxLength={CUSTOMER_LIMITS.addressMax}
            onChange={(e) => set('address', e.target.value)}
          />
          <FieldRow>
            <Input
              label={k('record')}
              value={form.record}
              maxLength={CUSTOMER_LIMITS.recordMax}
              onChange={(e) => set('record', e.target.value)}
            />
            <Input
              label={k('license')}
              value={form.license}
              maxLength={CUSTOMER_LIMITS.licenseMax}
              onChange={(e) => set('license', e.target.value)}
            />
          </FieldRow>
        </Block>

        <Block aria-labelledby="customer-logos">
          <h2 id="customer-logos">{k('logo')}</h2>
          {LOGO_KEYS.map((which) => (
            <FieldRow key={which} data-testid={`customer-${which}`}>
              <span>{k(which)}:</span>
              {form.logos[which] ? (
                <img src={form.logos[which]} alt={k(which)} style={{ height: 32 }} />
              ) : (
                <span>{k('noLogo')}</span>
              )}
              <Upload
                accept={[...UPLOAD_TYPES.image]}
                maxSize={UPLOAD_MAX_BYTES.image}
                label={k('uploadLogo', { which: k(which) })}
                upload={async (file, onProgress) => {
                  const { url } = await upload(file, 'image', {
                    onProgress: (f) => onProgress(Math.round(f * 100)),
                  });
                  setForm((f) => ({ ...f, logos: { ...f.logos, [which]: url } }));
                }}
              />
              {form.logos[which] && (
                <Button onClick={() => set('logos', { ...form.logos, [which]: '' })}>
                  {k('removeLogo', { which: k(which) })}
                </Button>
              )}
            </FieldRow>
          ))}
        </Block>

        <Block aria-labelledby="customer-look">
          <h2 id="customer-look">{k('theme')}</h2>
          <RadioGroup
            label={k('theme')}
            hideLabel
            value={form.theme}
            onChange={(v) => set('theme', v)}
            options={(['blue', 'common'] as const).map((v) => ({ value: v, label: k(`themes.${v}`) }))}
          />
          <FieldRow>
            <Input
              label={k('brandColor')}
              value={form.brandColor}
              maxLength={7}
              onChange={(e) => set('brandColor', e.target.value)}
              error={show('brandColor') ?? (BRAND_COLOUR.test(form.brandColor) ? undefined : k('badColour'))}
              data-testid="customer-brand-color"
            />
            <input
              type="color"
              aria-label={k('colourPicker')}
              value={BRAND_COLOUR.test(form.brandColor) ? form.brandColor : '#0659e6'}
              onChange={(e) => set('brandColor', e.target.value.toUpperCase())}
            />
          </FieldRow>
          <h3>{k('oem')}</h3>
          <FieldRow>
            <Select
              label={k('indexFlag')}
              placeholder={null}
              value={String(form.oem.indexFlag)}
              options={['0', '1', '2'].map((v) => ({ value: v, label: v }))}
              onChange={(v) => set('oem', { ...form.oem, indexFlag: Number(v) })}
            />
            <Checkbox
              label={k('vipServicesFlag')}
              checked={form.oem.vipServicesFlag === 1}
              onChange={(e) => set('oem', { ...form.oem, vipServicesFlag: e.target.checked ? 1 : 0 })}
            />
          </FieldRow>
        </Block>

        <Block aria-labelledby="customer-items">
          <h2 id="customer-items">{k('items')}</h2>
          <p>{k('itemsHint')}</p>
          {(['menu', 'service'] as const).map((type) => (
            <section key={type} aria-labelledby={`customer-items-${type}`}>
              <h3 id={`customer-items-${type}`}>{k(type)}</h3>
              <Items>
                {items(type)
                  .sort((a, b) => a.sort - b.sort)
                  .map((item, n, list) => (
                    <li key={item.configKey} data-testid={`item-${type}-${item.configKey}`}>
                      <Checkbox
                        label={item.configKey}
                        aria-label={k('itemShown', { key: item.configKey })}
                        checked={item.checked}
                        onChange={(e) => changeItem(item, { checked: e.target.checked })}
                      />
                      <Input
                        aria-label={k('itemName', { key: item.configKey })}
                        value={item.configName}
                        maxLength={CUSTOMER_LIMITS.configNameMax}
                        onChange={(e) => changeItem(item, { configName: e.target.value })}
                      />
                      <Button size="sm" disabled={n === 0} onClick={() => move(item, -1)}>
                        {k('moveUp', { key: item.configKey })}
                      </Button>
                      <Button size="sm" disabled={n === list.length - 1} onClick={() => move(item, 1)}>
                        {k('moveDown', { key: item.configKey })}
                      </Button>
                    </li>
                  ))}
              </Items>
            </section>
          ))}
        </Block>

        <Block aria-labelledby="customer-partners">
          <h2 id="customer-partners">{k('partners')}</h2>
          {form.footerPartners.map((partner, i) => (
            <FieldRow key={i}>
              <Input
                label={k('partnerName', { n: i + 1 })}
                value={partner.name}
                maxLength={CUSTOMER_LIMITS.footerPartnerNameMax}
                onChange={(e) =>
                  set(
                    'footerPartners',
                    form.footerPartners.map((p, j) => (j === i ? { ...p, name: e.target.value } : p)),
                  )
                }
              />
              <Input
                label={k('partnerUrl', { n: i + 1 })}
                value={partner.url}
                maxLength={CUSTOMER_LIMITS.footerPartnerUrlMax}
                onChange={(e) =>
                  set(
                    'footerPartners',
                    form.footerPartners.map((p, j) => (j === i ? { ...p, url: e.target.value } : p)),
                  )
                }
              />
              <Button
                onClick={() =>
                  set(
                    'footerPartners',
                    form.footerPartners.filter((_, j) => j !== i),
                  )
                }
              >
                {k('removePartner', { n: i + 1 })}
              </Button>
            </FieldRow>
          ))}
          {show('partners') && <Problem role="alert">{show('partners')}</Problem>}
          <Button
            disabled={form.footerPartners.length >= CUSTOMER_LIMITS.footerPartnersMax}
            onClick={() => set('footerPartners', [...form.footerPartners, { name: '', url: '' }])}
          >
            {k('addPartner')}
          </Button>
        </Block>

        <FieldRow>
          <Button
            variant="primary"
            onClick={() => void submit()}
            loading={creating.isLoading || saving.isLoading}
            data-testid="customer-save"
          >
            {k('save')}
          </Button>
        </FieldRow>
        {existing && <History code={existing.code} />}
      </div>
      <Sticky aria-labelledby="customer-preview-title">
        <h2 id="customer-preview-title">{k('preview')}</h2>
        <p>{k('previewHint')}</p>
        <CustomerPreview code={existing?.code ?? code} form={form} />
      </Sticky>
    </Layout>
  );
}

const FIELD_LABELS: Record<string, CopyKey> = {
  domains: 'domains',
  platformName: 'platformName',
  logos: 'logo',
  servicePhone: 'servicePhone',
  address: 'address',
  record: 'record',
  license: 'license',
  companyName: 'companyName',
  theme: 'theme',
  brandColor: 'brandColor',
  oem: 'oem',
  configItems: 'items',
  footerPartners: 'partners',
};

/** The fields a change touched, by their labels. */
export function changedFields(change: CustomerChange): string[] {
  const before = (change.before ?? {}) as Record<string, unknown>;
  const after = change.after as Record<string, unknown>;
  return Object.keys(FIELD_LABELS).filter(
    (key) => key in after && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

function History({ code }: { code: string }) {
  const k = useSay();
  const { data } = useOperatorCustomerHistoryQuery({ code });
  return (
    <Block aria-labelledby="customer-history" data-testid="customer-history">
      <h2 id="customer-history">{k('history')}</h2>
      {data && data.length === 0 && <Empty description={k('historyEmpty')} />}
      <ol>
        {data?.map((c) => (
          <li key={c.id}>
            <time dateTime={c.at}>{formatDateTime(c.at)}</time>{' '}
            {c.before === null
              ? k('historyMade', { who: c.userName })
              : k('historyChanged', {
                  who: c.userName,
                  fields: changedFields(c)
                    .map((f) => k(FIELD_LABELS[f] ?? 'items'))
                    .join(', '),
                })}
          </li>
        ))}
      </ol>
    </Block>
  );
}
