import { i18n } from '../../shared/i18n';
import { associationEn, associationZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { association: associationZh }, true, false);
i18n.addResourceBundle('en', 'translation', { association: associationEn }, true, false);
