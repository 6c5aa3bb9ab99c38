/** The login lock also counts failures per source address (issue 8). */
export default /* sql */ `
create index login_failures_by_ip on login_failures (ip, failed_at);
`;
