export { Actions, Filters, Intro, Item, List, Muted, Problem } from '../../shared/library/styles';
