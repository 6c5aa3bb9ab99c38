import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../../shared/i18n';
import { BarButton } from './TopBar.styles';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'en' ? 'zh' : 'en';
  return (
    <BarButton
      type="button"
      lang={next === 'en' ? 'en' : 'zh-CN'}
      onClick={() => changeLanguage(next)}
      data-testid="language-switch"
    >
      {t('language.switchTo')}
    </BarButton>
  );
}
