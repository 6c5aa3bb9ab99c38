export { Dropdown, type DropdownProps, type DropdownItem } from './Dropdown';
