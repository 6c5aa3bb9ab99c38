import { i18n } from '../../shared/i18n';
import { equityEn, equityZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { equity: equityZh }, true, false);
i18n.addResourceBundle('en', 'translation', { equity: equityEn }, true, false);
