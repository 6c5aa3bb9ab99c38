import { i18n } from '../../shared/i18n';
import { publicationsEn, publicationsZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { publications: publicationsZh }, true, false);
i18n.addResourceBundle('en', 'translation', { publications: publicationsEn }, true, false);
