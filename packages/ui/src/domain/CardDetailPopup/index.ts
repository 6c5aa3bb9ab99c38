export { CardDetailPopup, type CardDetailPopupProps, type CardRelation } from './CardDetailPopup';
