import { i18n } from '../../shared/i18n';
import { govAndEntEn, govAndEntZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { govAndEnt: govAndEntZh }, true, false);
i18n.addResourceBundle('en', 'translation', { govAndEnt: govAndEntEn }, true, false);
