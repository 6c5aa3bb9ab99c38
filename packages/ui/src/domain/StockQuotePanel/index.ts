export { StockQuotePanel, type StockQuotePanelProps } from './StockQuotePanel';
export { quoteTone, QUOTE_FIELDS, type StockQuote, type QuoteField, type QuoteTone } from './quote';
