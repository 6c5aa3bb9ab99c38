import { i18n } from '../../shared/i18n';
import { customersEn, customersZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { customers: customersZh }, true, false);
i18n.addResourceBundle('en', 'translation', { customers: customersEn }, true, false);
