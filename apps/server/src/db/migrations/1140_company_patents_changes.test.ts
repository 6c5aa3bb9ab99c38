import { describe, expect, it } from 'vitest';
import { createStore } from '../kysely';
import { openTestDb } from '../../test/test-app';
import { refreshProfiles } from '../../modules/bigdata';
import { migrate } from '../migrate';
import { MIGRATIONS } from './index';

describe('migration 1140_company_patents_changes', () => {
  it('gives the profiles of a data set loaded before it the two signals, indexed, then kept by the store', async () => {
    const { db, drop } = await openTestDb();
    try {
      const at = MIGRATIONS.findIndex((m) => m.id === '1140_company_patents_changes');
      await migrate(db, MIGRATIONS.slice(0, at));
      await db.exec(`
        insert into companies (company_id, company_name, usc_no, region_code, province_code, city_code,
            reg_status_code, reg_status_name, reg_capital, es_dt)
          values ('c1', '甲科技有限公司', '91440300000000001X', '440305', '440000', '440300', '1', '在营', 500, '2015-06-01');
        insert into company_profiles (company_id, total_score, grow_score, industry_section_code,
            industry_division_code, province_code, city_code, region_code, reg_status_code, reg_capital, es_dt,
            is_listed, company_scale_tag, financing_stage_tag, company_type_tag, invest_cnt, qualification_tags)
          select company_id, total_score, grow_score, industry_section_code, industry_division_code,
            province_code, city_code, region_code, reg_status_code, reg_capital, es_dt, is_listed,
            company_scale_tag, financing_stage_tag, company_type_tag, invest_cnt, qualification_tags
          from companies;
      `);
      await migrate(db);
      const signals = () =>
        db.query<{ has_patents: boolean; capital_increased_on: string | null }>(
          `select has_patents, capital_increased_on from company_profiles where company_id = 'c1'`,
        );
      expect(await signals()).toEqual([{ has_patents: false, capital_increased_on: null }]);
      const indexes = await db.query<{ indexname: string }>(
        `select indexname from pg_indexes where tablename in ('company_profiles', 'company_patents', 'company_changes')
         order by indexname`,
      );
      expect(indexes.map((i) => i.indexname)).toEqual(
        expect.arrayContaining([
          'company_profiles_patents',
          'company_profiles_capital_increased',
          'company_patents_by_company',
          'company_changes_by_company',
          'company_changes_capital_increases',
        ]),
      );

      // A decrease is no increase; the latest increase counts; any patent counts.
      await db.exec(`
        insert into company_changes (company_id, changed_on, kind, before_text, after_text, before_amount, after_amount)
          values ('c1', '2019-03-01', 'capital', '100万元人民币', '300万元人民币', 100, 300),
                 ('c1', '2022-05-10', 'capital', '300万元人民币', '600万元人民币', 300, 600),
                 ('c1', '2024-01-08', 'capital', '600万元人民币', '500万元人民币', 600, 500),
                 ('c1', '2025-01-08', 'address', '甲地', '乙地', null, null);
        insert into company_patents (company_id, patent_no, title, kind, applied_on, legal_status)
          values ('c1', 'CN201710601862.3', '一种数控机床的控制方法', 'invention', '2017-06-01', 'lapsed');
      `);
      await refreshProfiles(createStore(db), ['c1']);
      expect(await signals()).toEqual([{ has_patents: true, capital_increased_on: '2022-05-10' }]);
      // The checks: amounts on capital changes only, a granted patent with its day.
      await expect(
        db.exec(`insert into company_changes (company_id, changed_on, kind, before_amount, after_amount)
          values ('c1', '2025-02-01', 'name', 1, 2)`),
      ).rejects.toThrow();
      await expect(
        db.exec(`insert into company_patents (company_id, patent_no, title, kind, applied_on, legal_status)
          values ('c1', 'CN201720601862.9', '一种夹具', 'utility', '2017-06-01', 'granted')`),
      ).rejects.toThrow();
    } finally {
      await db.close();
      await drop();
    }
  });
});
