import { i18n } from '../../shared/i18n';
import { chainEn, chainZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { chain: chainZh }, true, false);
i18n.addResourceBundle('en', 'translation', { chain: chainEn }, true, false);
