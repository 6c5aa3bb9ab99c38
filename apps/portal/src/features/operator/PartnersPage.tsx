import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorPartner } from '@platform/contracts';
import { Button, Dialog, Empty, Input, Select, confirm, toast } from '@platform/ui';
import { OperatorGate } from './OperatorGate';
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
  const { data } = useOperatorPartnersQuery({});
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
        <PartnerCard key={`${p.id}:${p.ratePerMinute}`} partner={p} onSecret={setSecret} />
      ))}
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
  const [rate, setRate] = useState(String(p.ratePerMinute));
  const newSecret = async () => {
    if (
      !(await confirm({
        title: t('operatorConsole.partners.secretTitle'),
        content: t('operatorConsole.partners.confirmRotate'),
      }))
    )
      return;
    onSecret((await rotate({ partnerId: p.id }).unwrap()).secret);
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
        <Button variant="text" onClick={() => void newSecret().catch(() => undefined)}>
          {t('operatorConsole.partners.rotate', { id: p.id })}
        </Button>
      </FieldRow>
    </Block>
  );
}
