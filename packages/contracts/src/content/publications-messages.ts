import type { MessageTable } from '../messageTable';
import { PUBLICATION_LIMITS as L } from './publications-limits';

/** Publication messages (issue 25). */
export const PUBLICATION_MESSAGES = {
  publicationNotFound: { zh: '内容不存在或无权查看', en: 'No such publication, or you may not read it' },
  notYourPublication: { zh: '只能操作自己发布的内容', en: 'You can only change your own publications' },
  publicationNotPublished: { zh: '该内容未发布', en: 'This publication is not published' },
  publicationAlreadyPublished: { zh: '该内容已发布', en: 'This publication is already published' },
  publicationTitleRequired: { zh: '请输入标题', en: 'Please enter a title' },
  publicationBodyRequired: { zh: '请输入正文', en: 'Please write the body' },
  publicationProjectFields: {
    zh: '项目需填写所属行业、地区和金额',
    en: 'A project needs its industry, region and amount',
  },
  publicationActivityFields: {
    zh: '活动需填写开始时间、结束时间、地点和人数上限',
    en: 'An activity needs its start, end, place and capacity',
  },
  publicationActivityTimes: {
    zh: '活动结束时间须晚于开始时间，报名截止时间不能晚于开始时间',
    en: 'An activity must end after it starts, and registration must close no later than the start',
  },
  publicationPolicyFields: { zh: '政策解读需填写所属地区', en: 'A policy interpretation needs its region' },
  publicationSectionPurchase: {
    zh: '发布到该板块需先开通对应服务',
    en: 'Publishing into this section needs its service to be purchased',
  },
  publicationSensitiveWords: {
    zh: '内容包含敏感词，请修改后再提交',
    en: 'The publication contains sensitive words; please change them and try again',
  },
  publicationNotOrgAdmin: {
    zh: '只有组织管理员可以管理成员发布的内容',
    en: 'Only the organisation administrator can moderate members’ publications',
  },
  publicationReasonRequired: {
    zh: `请填写下架原因（不超过 ${L.reason} 字）`,
    en: `Please give a reason (at most ${L.reason} characters)`,
  },
  publicationWithdrawn: { zh: '已下架', en: 'Withdrawn' },
  publicationPublished: { zh: '发布成功', en: 'Published' },
} as const satisfies MessageTable;
