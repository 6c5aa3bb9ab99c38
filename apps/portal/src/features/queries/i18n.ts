import { i18n } from '../../shared/i18n';
import { queriesEn, queriesZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { queries: queriesZh }, true, false);
i18n.addResourceBundle('en', 'translation', { queries: queriesEn }, true, false);
