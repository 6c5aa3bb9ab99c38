/** The applicant's page: login only, not behind the purchase (docs/association.md "Applying"). */
export const APPLY_PATH = '/association/apply';
/** The workspace's home (section 'member', business type 3). */
export const HOME_PATH = '/member/memberManage';
