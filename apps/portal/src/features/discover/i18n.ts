import { i18n } from '../../shared/i18n';
import { discoverEn, discoverZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { discover: discoverZh }, true, false);
i18n.addResourceBundle('en', 'translation', { discover: discoverEn }, true, false);
