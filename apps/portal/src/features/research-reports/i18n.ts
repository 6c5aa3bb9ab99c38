import { i18n } from '../../shared/i18n';
import { researchReportsEn, researchReportsZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { researchReports: researchReportsZh }, true, false);
i18n.addResourceBundle('en', 'translation', { researchReports: researchReportsEn }, true, false);
