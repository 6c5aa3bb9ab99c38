/**
 * The zone a customer's portal and widgets show times in (issue 31 item 7): the platform's zone
 * unless an operator sets another IANA zone. Server wall-clock strings stay in the platform's zone;
 * the client converts them.
 */
export default /* sql */ `
alter table customers add column time_zone text not null default 'Asia/Shanghai';
`;
