import { i18n } from '../../shared/i18n';
import { solutionsEn, solutionsZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { solutions: solutionsZh }, true, false);
i18n.addResourceBundle('en', 'translation', { solutions: solutionsEn }, true, false);
