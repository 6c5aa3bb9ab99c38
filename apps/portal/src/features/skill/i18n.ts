import { i18n } from '../../shared/i18n';
import { skillEn, skillZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { skill: skillZh }, true, false);
i18n.addResourceBundle('en', 'translation', { skill: skillEn }, true, false);
