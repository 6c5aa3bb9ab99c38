import { i18n } from '../../shared/i18n';
import { enterpriseEn, enterpriseZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { enterprise: enterpriseZh }, true, false);
i18n.addResourceBundle('en', 'translation', { enterprise: enterpriseEn }, true, false);
