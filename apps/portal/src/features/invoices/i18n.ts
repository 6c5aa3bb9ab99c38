import { i18n } from '../../shared/i18n';
import { invoicesEn, invoicesZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { invoices: invoicesZh }, true, false);
i18n.addResourceBundle('en', 'translation', { invoices: invoicesEn }, true, false);
