export { EnterpriseLogo, logoColorIndex, type EnterpriseLogoProps } from './EnterpriseLogo';
