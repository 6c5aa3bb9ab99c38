export { PermissionMatrix, type PermissionMatrixProps, type PermissionMatrixRole } from './PermissionMatrix';
