import { i18n } from '../../../shared/i18n';
import { attractProjectsEn, attractProjectsZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { attractProjects: attractProjectsZh }, true, false);
i18n.addResourceBundle('en', 'translation', { attractProjects: attractProjectsEn }, true, false);
