import { describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/test-app';
import { migrate } from '../migrate';
import { MIGRATIONS } from './index';

describe('migration 0830_layout_filters', () => {
  it('fills the placements of a data set loaded before it from their companies', async () => {
    const { db, drop } = await openTestDb();
    try {
      const at = MIGRATIONS.findIndex((m) => m.id === '0830_layout_filters');
      await migrate(db, MIGRATIONS.slice(0, at));
      await db.exec(`
        insert into industry_chains (chain_code, chain_name) values ('XC', '测试链');
        insert into chain_nodes (node_code, chain_code, node_name, level) values ('XC01', 'XC', '上游', 1);
        insert into companies (company_id, company_name, usc_no, region_code, province_code, city_code,
            reg_status_code, reg_status_name, reg_capital, es_dt, qualification_tags, is_listed)
          values ('c1', '甲科技有限公司', '91440300000000001X', '440305', '440000', '440300',
            '2', '存续', 1234.5, '2015-06-01', '{高新技术企业}', true);
        insert into company_layouts (company_id, node_code, chain_code) values ('c1', 'XC01', 'XC');
      `);
      await migrate(db);
      const [row] = await db.query<Record<string, unknown>>(
        `select company_name, region_code, reg_status_code, reg_status_name, reg_capital::float as reg_capital,
           es_dt, qualification_tags, is_listed from company_layouts where company_id = 'c1'`,
      );
      expect(row).toEqual({
        company_name: '甲科技有限公司',
        region_code: '440305',
        reg_status_code: '2',
        reg_status_name: '存续',
        reg_capital: 1234.5,
        es_dt: '2015-06-01',
        qualification_tags: ['高新技术企业'],
        is_listed: true,
      });
    } finally {
      await db.close();
      await drop();
    }
  });
});
