export { Lightbox, type LightboxProps, type LightboxItem } from './Lightbox';
