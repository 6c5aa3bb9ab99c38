import { i18n } from '../../shared/i18n';
import { policiesEn, policiesZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { policies: policiesZh }, true, false);
i18n.addResourceBundle('en', 'translation', { policies: policiesEn }, true, false);
