export { MyCardItem, type MyCard, type MyCardItemProps } from './MyCardItem';
