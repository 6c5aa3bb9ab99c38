import { i18n } from '../../shared/i18n';
import { patentsEn, patentsZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { patents: patentsZh }, true, false);
i18n.addResourceBundle('en', 'translation', { patents: patentsEn }, true, false);
