import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OPERATOR_LIMITS, type OperatorPartner, type OperatorPartnerRefusal } from '@platform/contracts';
import { Button, Dialog, Empty, Input, Select, Table, confirm, toast, type TableColumn } from '@platform/ui';
import { OperatorGate } from './OperatorGate';
import { useOperatorPartnerGraceEndMutation } from './healthApi';
import {
  useOperatorPartnerOriginAddMutation,
  useOperatorPartnerOriginRemoveMutation,
  useOperatorPartnerRateMutation,
  useOperatorPartnerSecretRotateMutation,
  useOperatorPartnersQuery,
} from './operatorApi';
import { Block, FieldRow } from './styles';

/** The one script tag a partner page adds, and an example widget. */
export const snippetFor = (platform: string) =>
  `<script src="${platform}/widgets/loader.js" async></script>\n<pf-business-card vcard-id="…"></pf-business-card>`;

/** /operator/partners: each customer's widget partners: origins, the secret shown once, the rate. */
export default function PartnersPage() {
  const { t } = useTranslation();
  const { data, refetch } = useOperatorPartnersQuery({});
  const [add, adding] = useOperatorPartnerOriginAddMutation();
  const [customer, setCustomer] = useState('');
  const [origin, setOrigin] = useState('');
  const [name, setName] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const chosen = customer || data?.customers[0]?.code || '';
  const submit = async () => {
    const done = await add({
      customer: chosen,
      origin: origin.trim(),
      ...(name.trim() ? { name: name.trim() } : {}),
    })
      .unwrap()
      .catch(() => null);
    if (!done) return;
    setOrigin('');
    toast.success(t('operatorConsole.partners.added'));
    if (done.secret) setSecret(done.secret);
  };
  return (
    <OperatorGate title={t('operatorConsole.partners.title')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <FieldRow>
          <Select
            label={t('operatorConsole.partners.customer')}
            placeholder={null}
            value={chosen}
            options={(data?.customers ?? []).map((c) => ({
              value: c.code,
              label: `${c.platformName} (${c.code})`,
            }))}
            onChange={setCustomer}
          />
          <Input
            label={t('operatorConsole.partners.origin')}
            maxLength={200}
            required
            value={origin}
            onChange={(e) => setOrigin(e.target.value)}
          />
          <Input
            label={t('operatorConsole.partners.name')}
            maxLength={60}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <Button type="submit" variant="primary" loading={adding.isLoading}>
            {t('operatorConsole.partners.add')}
          </Button>
        </FieldRow>
      </form>
      {data && data.partners.length === 0 && <Empty description={t('operatorConsole.partners.none')} />}
      {data?.partners.map((p) => (
        <PartnerCard
          key={`${p.id}:${p.ratePerMinute}`}
          partner={p}
          onSecret={(next) => {
            setSecret(next);
            void refetch();
          }}
        />
      ))}
      <Refusals refusals={data?.refusals ?? []} />
      <h2>{t('operatorConsole.partners.snippet')}</h2>
      <pre data-testid="partner-snippet">{snippetFor(window.location.origin)}</pre>
      <Dialog
        open={secret !== null}
        onOpenChange={(open) => !open && setSecret(null)}
        title={t('operatorConsole.partners.secretTitle')}
        closeOnClickAway={false}
        footer={<Button onClick={() => setSecret(null)}>{t('operatorConsole.partners.close')}</Button>}
      >
        <p>{t('operatorConsole.partners.secretOnce')}</p>
        <code data-testid="partner-secret">{secret}</code>
      </Dialog>
    </OperatorGate>
  );
}

function PartnerCard({
  partner: p,
  onSecret,
}: {
  partner: OperatorPartner;
  onSecret: (secret: string) => void;
}) {
  const { t } = useTranslation();
  const [remove] = useOperatorPartnerOriginRemoveMutation();
  const [rotate] = useOperatorPartnerSecretRotateMutation();
  const [saveRate, savingRate] = useOperatorPartnerRateMutation();
  const [endGrace] = useOperatorPartnerGraceEndMutation();
  const [rate, setRate] = useState(String(p.ratePerMinute));
  const [grace, setGrace] = useState(String(OPERATOR_LIMITS.secretGraceHoursDefault));
  const { i18n } = useTranslation();
  const stopOld = async () => {
    if (
      !(await confirm({
        title: t('operatorConsole.partners.secretTitle'),
        content: t('operatorHealth.grace.confirmEnd'),
      }))
    )
      return;
    await endGrace({ partnerId: p.id }).unwrap();
    toast.success(t('operatorHealth.grace.ended'));
  };
  const newSecret = async () => {
    if (
      !(await confirm({
        title: t('operatorConsole.partners.secretTitle'),
        content: t('operatorConsole.partners.confirmRotate'),
      }))
    )
      return;
    onSecret((await rotate({ partnerId: p.id, graceHours: Number(grace) }).unwrap()).secret);
  };
  return (
    <Block aria-labelledby={`partner-${p.id}`} data-testid={`partner-${p.id}`}>
      <h2 id={`partner-${p.id}`}>
        {p.name} · {p.id} · {p.customer}
      </h2>
      <h3>{t('operatorConsole.partners.origins')}</h3>
      <ul>
        {p.origins.map((o) => (
          <li key={o}>
            {o}{' '}
            <Button
              variant="text"
              onClick={() =>
                void remove({ partnerId: p.id, origin: o })
                  .unwrap()
                  .then(() => toast.success(t('operatorConsole.partners.removed')))
                  .catch(() => undefined)
              }
            >
              {t('operatorConsole.partners.removeOrigin', { origin: o })}
            </Button>
          </li>
        ))}
      </ul>
      <FieldRow>
        <Input
          label={t('operatorConsole.partners.rate')}
          type="number"
          min={1}
          max={100000}
          value={rate}
          onChange={(e) => setRate(e.target.value)}
        />
        <Button
          loading={savingRate.isLoading}
          onClick={() =>
            void saveRate({ partnerId: p.id, ratePerMinute: Number(rate) })
              .unwrap()
              .then(() => toast.success(t('operatorConsole.partners.rateSaved')))
              .catch(() => undefined)
          }
        >
          {t('operatorConsole.partners.saveRate', { id: p.id })}
        </Button>
        <Input
          label={t('operatorHealth.grace.hours')}
          type="number"
          min={0}
          max={OPERATOR_LIMITS.secretGraceHoursMax}
          value={grace}
          onChange={(e) => setGrace(e.target.value)}
        />
        <Button variant="text" onClick={() => void newSecret().catch(() => undefined)}>
          {t('operatorConsole.partners.rotate', { id: p.id })}
        </Button>
      </FieldRow>
      {p.previousSecretUntil && (
        <FieldRow>
          <p data-testid={`partner-grace-${p.id}`}>
            {t('operatorHealth.grace.until', {
              at: new Date(p.previousSecretUntil).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'zh-CN'),
            })}
          </p>
          <Button variant="text" onClick={() => void stopOld().catch(() => undefined)}>
            {t('operatorHealth.grace.end', { id: p.id })}
          </Button>
        </FieldRow>
      )}
    </Block>
  );
}

/** Refused widget requests of the last days, by customer, origin and reason (widget_refusals). */
function Refusals({ refusals }: { refusals: OperatorPartnerRefusal[] }) {
  const { t, i18n } = useTranslation();
  const columns: TableColumn<OperatorPartnerRefusal>[] = [
    { key: 'origin', title: t('operatorHealth.refusals.origin') },
    { key: 'customer', title: t('operatorHealth.refusals.customer') },
    {
      key: 'reason',
      title: t('operatorHealth.refusals.reason'),
      render: (r) => t(`operatorHealth.refusals.reasons.${r.reason}`),
    },
    { key: 'count', title: t('operatorHealth.refusals.count') },
    {
      key: 'lastAt',
      title: t('operatorHealth.refusals.lastAt'),
      render: (r) => new Date(r.lastAt).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'zh-CN'),
    },
  ];
  return (
    <Block aria-labelledby="partner-refusals">
      <h2 id="partner-refusals">{t('operatorHealth.refusals.title')}</h2>
      {refusals.length === 0 ? (
        <Empty description={t('operatorHealth.refusals.none')} />
      ) : (
        <Table
          aria-label={t('operatorHealth.refusals.title')}
          columns={columns}
          rows={refusals}
          rowKey={(r) => `${r.customer}|${r.origin}|${r.reason}`}
        />
      )}
    </Block>
  );
}
