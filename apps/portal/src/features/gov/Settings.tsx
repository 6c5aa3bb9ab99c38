import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GOV_CATEGORIES, GOV_LIMITS as L, type CategoryDays } from '@platform/contracts';
import { Button, IconDelete, Input, toast } from '@platform/ui';
import {
  useGovDepartmentRemoveMutation,
  useGovDepartmentSaveMutation,
  useGovSettingsSaveMutation,
  type DeskInfo,
} from './govApi';
import { Bar, Items, Stack } from './styles';

/** 设置: the desk's name, region and days per category, and its departments (administrators). */
export function Settings({ desk }: { desk: DeskInfo }) {
  const { t } = useTranslation();
  const [deskName, setDeskName] = useState(desk.deskName);
  const [regionCode, setRegionCode] = useState(desk.regionCode);
  const [days, setDays] = useState<Record<string, string>>(() =>
    Object.fromEntries(GOV_CATEGORIES.map((c) => [c, String(desk.categoryDays[c])])),
  );
  const [department, setDepartment] = useState('');
  const [save, { isLoading }] = useGovSettingsSaveMutation();
  const [addDepartment] = useGovDepartmentSaveMutation();
  const [removeDepartment] = useGovDepartmentRemoveMutation();
  const disabled = !desk.isAdmin;
  const submit = () => {
    const categoryDays = Object.fromEntries(GOV_CATEGORIES.map((c) => [c, Number(days[c])])) as CategoryDays;
    void save({ deskName: deskName.trim(), regionCode: regionCode.trim(), categoryDays })
      .unwrap()
      .then(() => toast.success(t('gov.settings.saved')))
      .catch(() => undefined);
  };
  return (
    <Stack data-testid="gov-settings">
      {disabled && <p>{t('gov.settings.adminOnly')}</p>}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack>
          <h2>{t('gov.settings.desk')}</h2>
          <Input
            label={t('gov.settings.deskName')}
            maxLength={L.deskNameMax}
            value={deskName}
            disabled={disabled}
            onChange={(e) => setDeskName(e.target.value)}
          />
          <Input
            label={t('gov.settings.region')}
            inputMode="numeric"
            maxLength={6}
            value={regionCode}
            disabled={disabled}
            onChange={(e) => setRegionCode(e.target.value)}
          />
          <p>
            {desk.regionName
              ? t('gov.settings.regionName', { name: desk.regionName })
              : t('gov.settings.regionHint')}
          </p>
          <h3>{t('gov.settings.days')}</h3>
          <Bar>
            {GOV_CATEGORIES.map((c) => (
              <Input
                key={c}
                label={t(`gov.categories.${c}`)}
                type="number"
                min={L.daysMin}
                max={L.daysMax}
                value={days[c]}
                disabled={disabled}
                onChange={(e) => setDays({ ...days, [c]: e.target.value })}
              />
            ))}
          </Bar>
          {!disabled && (
            <Bar>
              <Button type="submit" variant="primary" loading={isLoading}>
                {t('gov.settings.save')}
              </Button>
            </Bar>
          )}
        </Stack>
      </form>
      <h2>{t('gov.settings.departments')}</h2>
      <Items>
        {desk.departments.map((d) => (
          <li key={d.departmentId}>
            <Bar>
              <span>{d.name}</span>
              <small>{t('gov.settings.openAppeals', { count: d.openAppeals })}</small>
              {!disabled && (
                <Button
                  variant="text"
                  aria-label={t('gov.settings.removeDepartment', { name: d.name })}
                  onClick={() =>
                    void removeDepartment({ departmentId: d.departmentId })
                      .unwrap()
                      .catch(() => undefined)
                  }
                >
                  <IconDelete />
                </Button>
              )}
            </Bar>
          </li>
        ))}
      </Items>
      {!disabled && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!department.trim()) return;
            void addDepartment({ name: department.trim() })
              .unwrap()
              .then(() => setDepartment(''))
              .catch(() => undefined);
          }}
        >
          <Bar>
            <Input
              label={t('gov.settings.departmentName')}
              maxLength={L.departmentNameMax}
              value={department}
              onChange={(e) => setDepartment(e.target.value)}
            />
            <Button type="submit">{t('gov.settings.addDepartment')}</Button>
          </Bar>
        </form>
      )}
    </Stack>
  );
}
