export { RichDocument, type RichDocumentProps } from './RichDocument';
