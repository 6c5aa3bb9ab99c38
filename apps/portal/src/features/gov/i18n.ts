import { i18n } from '../../shared/i18n';
import { govEn, govZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { gov: govZh }, true, false);
i18n.addResourceBundle('en', 'translation', { gov: govEn }, true, false);
