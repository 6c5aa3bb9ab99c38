/** Document preview copy: the PDF preview's toolbar and its loading, empty and frame states. */
export const pdfZh = {
  download: '下载 PDF',
  openInNewTab: '在新标签页打开',
  loading: '正在加载文件…',
  empty: '暂无可预览的文件',
};

export type PdfMessages = typeof pdfZh;
