import { describe, expect, it } from 'vitest';
import { codesCsv } from './codesCsv';

describe('activation code export', () => {
  it('writes a BOM, headers and quoted cells', () => {
    const csv = codesCsv(
      [
        {
          code: 'ABCDEFGH2',
          batchNo: 'B1',
          productId: 'P2004',
          productName: '精准招商, 年卡',
          goodsTime: '1年',
          status: 1,
          usedBy: '李娜',
          usedTenantName: '杭州云栖',
          usedTime: '2026-01-01 10:00:00',
          createTime: '2025-12-31 09:00:00',
        },
      ],
      ['激活码', '批次', '产品', '时长', '状态', '使用人', '使用单位', '使用时间', '生成时间'],
      (used) => (used ? '已使用' : '未使用'),
    );
    expect(csv.startsWith('\uFEFF激活码,批次')).toBe(true);
    expect(csv).toContain('ABCDEFGH2,B1,"精准招商, 年卡",1年,已使用,李娜,杭州云栖,2026-01-01 10:00:00');
  });

  it('keeps user-supplied names as text: formulas and markup are not run', () => {
    const row = {
      code: 'ABCDEFGH3',
      batchNo: 'B2',
      productId: 'P2004',
      productName: '精准招商',
      goodsTime: '1年',
      status: 1,
      usedBy: '=HYPERLINK("http://evil","点我")',
      usedTenantName: '<img src=x onerror=alert(1)>',
      usedTime: '',
      createTime: '',
    };
    const csv = codesCsv([row], ['h'], () => '已使用');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"",""点我"")"`);
    expect(csv).toContain('<img src=x onerror=alert(1)>');
    for (const start of ['+1', '-1', '@SUM(A1)']) {
      expect(codesCsv([{ ...row, usedBy: start }], ['h'], () => '')).toContain(`,'${start},`);
    }
  });
});
