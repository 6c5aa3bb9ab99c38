import { i18n } from '../../shared/i18n';
import { leadsEn, leadsZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { leads: leadsZh }, true, false);
i18n.addResourceBundle('en', 'translation', { leads: leadsEn }, true, false);
