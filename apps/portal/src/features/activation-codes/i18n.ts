import { i18n } from '../../shared/i18n';
import { activationCodesEn, activationCodesZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { activationCodes: activationCodesZh }, true, false);
i18n.addResourceBundle('en', 'translation', { activationCodes: activationCodesEn }, true, false);
