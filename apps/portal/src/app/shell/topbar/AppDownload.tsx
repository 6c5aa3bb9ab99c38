import { useTranslation } from 'react-i18next';
import { Popover } from '@platform/ui';
import { AppQr } from '../AppQr';
import { BarButton } from './TopBar.styles';

/** App download dropdown with a QR of size 110 (default customer only). */
export function AppDownload() {
  const { t } = useTranslation();
  return (
    <Popover
      trigger="hover"
      placement="bottom"
      aria-label={t('topBar.appDownload')}
      content={<AppQr size={110} caption={t('topBar.appDownloadTip')} />}
    >
      <BarButton type="button">{t('topBar.appDownload')}</BarButton>
    </Popover>
  );
}
