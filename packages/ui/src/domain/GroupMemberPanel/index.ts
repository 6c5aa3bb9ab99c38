export { GroupMemberPanel, type GroupMember, type GroupMemberPanelProps } from './GroupMemberPanel';
