import { i18n } from '../../shared/i18n';
import { cardsEn, cardsZh } from './copy';

i18n.addResourceBundle('zh', 'translation', { cards: cardsZh }, true, false);
i18n.addResourceBundle('en', 'translation', { cards: cardsEn }, true, false);
