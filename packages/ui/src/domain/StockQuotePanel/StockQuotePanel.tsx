import { useUiConfig } from '../../locale';
import { Empty } from '../../primitives/Empty';
import { Change, Grid, Head, Hidden, Name, Panel, Price } from './StockQuotePanel.styles';
import { formatQuotePrice, formatQuoteRate, QUOTE_FIELDS, quoteTone, signed, type StockQuote } from './quote';

export interface StockQuotePanelProps {
  /** The day quote; null or undefined shows 暂无数据. */
  quote: StockQuote | null | undefined;
  /** Stock name and code shown in the head, e.g. 示例科技 688001. */
  stockName?: string;
  stockCode?: string;
  className?: string;
}

/** Day quote (spec 2 §3): price and change coloured by upsDownsIdent, then every quote field. */
export function StockQuotePanel({ quote, stockName, stockCode, className }: StockQuotePanelProps) {
  const { messages, locale } = useUiConfig();
  const labels = messages.stockQuote;
  const title = [stockName, stockCode].filter(Boolean).join(' ') || messages.stock;
  if (!quote) return <Empty className={className} />;
  const tone = quoteTone(quote.upsDownsIdent);
  return (
    <Panel className={className} aria-label={title}>
      <Head>
        <Name>{title}</Name>
        <Price $tone={tone} data-testid="quote-price">
          <Hidden>{labels.currentPrice} </Hidden>
          {formatQuotePrice(quote.currentPrice)}
        </Price>
        <Change $tone={tone}>
          <span>
            <Hidden>{labels.upsDownsAmt} </Hidden>
            {signed(quote.upsDownsAmt, formatQuotePrice)}
          </span>
          <span>
            <Hidden>{labels.upsDownsRate} </Hidden>
            {signed(quote.upsDownsRate, formatQuoteRate)}
          </span>
        </Change>
      </Head>
      <Grid>
        {QUOTE_FIELDS.map(([key, format]) => (
          <div key={key}>
            <dt>{labels[key]}</dt>
            <dd>{format(quote[key], locale)}</dd>
          </div>
        ))}
      </Grid>
    </Panel>
  );
}
