/**
 * Business card copy (spec 2 §2, §4, §5, §8), zh verbatim and en. One top-level key per page or
 * component (editor, view, reminder, ...) so pages added by others merge without conflicts.
 */
export const cardsZh = {
  editor: {
    titleAdd: '创建名片',
    titleEdit: '编辑名片',
  },
  view: {
    loading: '加载中...',
    sampleError: '样本地址信息有误，请刷新后重试！',
    private: '该名片已设为私密',
    deleted: '该名片已删除',
  },
};

export const cardsEn: typeof cardsZh = {
  editor: {
    titleAdd: 'Create card',
    titleEdit: 'Edit card',
  },
  view: {
    loading: 'Loading...',
    sampleError: 'The sample address is invalid, please refresh and try again!',
    private: 'This card has been set to private',
    deleted: 'This card has been deleted',
  },
};
