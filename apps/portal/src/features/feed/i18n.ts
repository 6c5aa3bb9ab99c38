import { i18n } from '../../shared/i18n';
import { feedEn, feedZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { feed: feedZh }, true, false);
i18n.addResourceBundle('en', 'translation', { feed: feedEn }, true, false);
