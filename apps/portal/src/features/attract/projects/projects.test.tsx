import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import {
  attractProjectRoutes as R,
  type AttractProject,
  type AttractProjectDetail,
  type ProjectReport,
  type ProjectStage,
} from '@platform/contracts';
import { changeLanguage } from '../../../shared/i18n';
import { searchRoutes } from '@platform/contracts/search/routes';
import { okReply, renderWithApp, signedInSession, stubApi } from '../../../test/renderWithApp';
import { stubObservers } from '../../../test/stubObservers';
import { ProjectsPane } from './ProjectsPane';

/** 招商项目: the board, the table, a project's drawer with a refused and an accepted move, the report. */

afterEach(() => {
  changeLanguage('zh');
  vi.unstubAllGlobals();
});

const KEYS = ['lead', 'contact', 'inspect', 'negotiate', 'signed', 'registered', 'building', 'production'];
const NAMES = ['线索', '接洽', '考察', '谈判', '签约', '注册', '建设', '投产'];
const stages: ProjectStage[] = KEYS.map((key, i) => ({
  stageId: String(i + 1),
  key,
  name: NAMES[i]!,
  position: i,
  requires: key === 'signed' ? ['amount', 'negotiation'] : [],
  projects: i === 3 ? 1 : 0,
}));
const project: AttractProject = {
  projectId: '9',
  regionCode: '330106',
  name: 'Acme HQ <b>project</b>',
  companyId: 'c1',
  companyName: 'Acme Chips',
  companyArea: '440305',
  chainNodeCode: 'IC010101',
  chainNodeName: 'EDA',
  amount: null,
  land: null,
  jobs: null,
  stageId: '4',
  stageKey: 'negotiate',
  stageName: '谈判',
  stageChangedAt: '2026-11-01T00:00:00.000Z',
  source: 'suggest',
  ownerId: 'u1',
  ownerName: 'Lina',
  teamIds: [],
  records: 0,
  nextStep: null,
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  canEdit: true,
  canManage: true,
};
const detail: AttractProjectDetail = {
  ...project,
  team: [],
  recordList: [],
  documents: [],
  steps: [],
  moves: [],
};
const report: ProjectReport = {
  regionCode: '330106',
  regionName: 'Xihu',
  month: '2026-11',
  total: 1,
  created: 0,
  recordsLogged: 2,
  totalAmount: 0,
  stages: stages.map((s) => ({
    stageId: s.stageId,
    key: s.key,
    name: s.name,
    count: s.projects,
    amount: 0,
    entered: 0,
  })),
  projects: [
    {
      projectId: '9',
      name: project.name,
      companyName: 'Acme Chips',
      chainNodeName: null,
      stageName: '谈判',
      amount: null,
      land: null,
      jobs: null,
      ownerName: 'Lina',
      movedThisMonth: false,
    },
  ],
  truncated: false,
};

function setup(moveReply: () => { status?: number; body: unknown }) {
  const stubbed = stubApi({
    [R.members.path]: okReply([{ userId: 'u1', name: 'Lina', isAdmin: true }]),
    [R.stageList.path]: okReply(stages),
    [R.projectBoard.path]: okReply({ stages, projects: [project], truncated: false }),
    [R.projectPage.path]: okReply({ records: [project], total: 1, current: 1, size: 20 }),
    [R.projectDetail.path]: okReply(detail),
    [R.projectMove.path]: moveReply,
    [R.stepDue.path]: okReply({ today: '2026-11-20', dueToday: 1, overdue: 1, steps: [] }),
    [R.report.path]: okReply(report),
    [R.projectCreate.path]: okReply({ ...detail, projectId: '10', companyId: '9001', name: 'Bolt Robotics' }),
    [searchRoutes.suggestCompany.path]: okReply([{ companyId: '9001', companyName: 'Bolt Robotics' }]),
  });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  stubObservers();
  renderWithApp(<ProjectsPane regionCode="330106" />, signedInSession);
  return stubbed;
}

async function axeClean() {
  const result = await axe.run(
    { include: [document.body], exclude: [['[data-floating-ui-focus-guard]']] },
    {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    },
  );
  return result.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('ProjectsPane', () => {
  it('shows the board by stage, the due badge and a project as text', async () => {
    setup(() => okReply(detail));
    const board = await screen.findByTestId('project-board');
    expect(within(board).getByText('谈判')).toBeTruthy();
    expect(within(board).getByText('Acme HQ <b>project</b>')).toBeTruthy();
    expect(screen.getByTestId('project-steps-due').textContent).toContain('2');
    expect(await axeClean()).toEqual([]);
  });

  it('opens a project from the table; a refused move leaves it, an accepted one is posted', async () => {
    let refuse = true;
    const stubbed = setup(() =>
      refuse
        ? { status: 400, body: { code: 400, data: null, msg: '进入该阶段前请先补全: 投资额' } }
        : okReply({ ...detail, stageId: '5', stageKey: 'signed', stageName: '签约' }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: '列表' }));
    await user.click(await screen.findByRole('button', { name: '查看 Acme HQ <b>project</b>' }));
    const drawer = await screen.findByTestId('project-detail');
    await within(drawer).findByRole('option', { name: '签约' });
    await user.selectOptions(within(drawer).getByLabelText('移至阶段'), '5');
    expect(within(drawer).getByText('需要：投资额, 谈判记录')).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: '推进' }));
    await waitFor(() =>
      expect(stubbed.calls.filter((c) => c.url.includes(R.projectMove.path))).toHaveLength(1),
    );
    // Refused: the project stays where it was (the request layer shows the server's message).
    // The button is busy until the refusal has been read; a click before that is rightly ignored.
    const advance = within(drawer).getByRole('button', { name: '推进' });
    await waitFor(() => expect(advance.getAttribute('aria-busy')).toBeNull());
    expect(within(drawer).getAllByText('谈判').length).toBeGreaterThan(0);
    refuse = false;
    await user.click(advance);
    await waitFor(() =>
      expect(stubbed.calls.filter((c) => c.url.includes(R.projectMove.path))).toHaveLength(2),
    );
    const posted = stubbed.calls.filter((c) => c.url.includes(R.projectMove.path)).at(-1);
    expect(JSON.parse(String(posted?.init.body))).toEqual({ projectId: '9', stageId: '5' });
    expect(await axeClean()).toEqual([]);
  });

  it('shows the monthly report in English without Chinese words of ours', async () => {
    changeLanguage('en');
    setup(() => okReply(detail));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Monthly report' }));
    const view = await screen.findByTestId('project-report');
    await waitFor(() => expect(within(view).getAllByText('Negotiation').length).toBe(2));
    expect(within(view).getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    const text = (document.body.textContent ?? '').replace('Acme HQ <b>project</b>', '');
    expect(text).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('creates a project by hand for a company picked from the data set, asking for one first', async () => {
    const stubbed = setup(() => okReply(detail));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '新建项目' }));
    const dialog = await screen.findByRole('dialog', { name: '新建招商项目' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请选择企业');
    expect(stubbed.calls.some((c) => c.url.includes(R.projectCreate.path))).toBe(false);
    await user.type(within(dialog).getByRole('combobox', { name: '企业' }), 'Bolt');
    await user.click(await screen.findByRole('option', { name: 'Bolt Robotics' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(
        stubbed.calls
          .filter((c) => c.url.includes(R.projectCreate.path))
          .map((c) => JSON.parse(String(c.init.body)) as unknown),
      ).toEqual([{ regionCode: '330106', companyId: '9001', source: 'manual' }]),
    );
    // The new project opens in the drawer.
    await screen.findByTestId('project-detail');
    expect(await axeClean()).toEqual([]);
  });
});
