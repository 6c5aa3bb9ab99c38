import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSOCIATION_LIMITS as L } from '@platform/contracts';
import { Button, Checkbox, Input, Spinner, TextArea, toast } from '@platform/ui';
import { useAssocSettingsQuery, useAssocSettingsSaveMutation } from './associationApi';
import { LevelsEditor } from './LevelsEditor';
import { Fields, Muted } from './styles';
import { APPLY_PATH } from './paths';

/** 设置 (administrator): whether the association takes applications, its intro and link; the levels. */
export function Settings() {
  const { data } = useAssocSettingsQuery();
  return (
    <div data-testid="assoc-settings">
      {data ? <ApplicationSettings key={`${data.accepting}:${data.intro}`} settings={data} /> : <Spinner />}
      <LevelsEditor />
    </div>
  );
}

function ApplicationSettings({
  settings,
}: {
  settings: { accepting: boolean; intro: string; associationId: string };
}) {
  const { t } = useTranslation();
  const [accepting, setAccepting] = useState(settings.accepting);
  const [intro, setIntro] = useState(settings.intro);
  const [save, { isLoading }] = useAssocSettingsSaveMutation();
  const link = `${window.location.origin}${APPLY_PATH}?id=${settings.associationId}`;
  const submit = () =>
    void save({ accepting, intro: intro.trim() })
      .unwrap()
      .then(() => toast.success(t('association.settings.saved')))
      .catch(() => undefined);
  return (
    <section aria-labelledby="assoc-applications-settings">
      <h2 id="assoc-applications-settings">{t('association.settings.applications')}</h2>
      <Fields>
        <Checkbox
          label={t('association.settings.accepting')}
          checked={accepting}
          onChange={(e) => setAccepting(e.target.checked)}
        />
        <TextArea
          label={t('association.settings.intro')}
          maxLength={L.introMax}
          value={intro}
          onChange={(e) => setIntro(e.target.value)}
        />
        <Input label={t('association.settings.link')} readOnly value={link} />
        <p>
          <Muted>{t('association.settings.linkHint')}</Muted>
        </p>
        <div>
          <Button variant="primary" loading={isLoading} onClick={submit}>
            {t('association.settings.save')}
          </Button>
        </div>
      </Fields>
    </section>
  );
}
