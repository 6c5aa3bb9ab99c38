import { useId, type ReactNode } from 'react';
import { IconBell, IconBuilding, IconFile, IconMail, IconMapPin } from '../../icons';
import { useUiMessages } from '../../locale';
import { systemNoticeTitle, type SystemNoticeInfo } from './message';
import {
  Muted,
  NoticeLines,
  NoticeSubject,
  Overdue,
  ReminderBox,
  ReminderTitle,
} from './MessageBubble.styles';

export interface SystemNoticeCardProps {
  notice: SystemNoticeInfo;
  /** The link clicked: the portal navigates inside the app (a plain link otherwise). */
  onNavigate?: (href: string) => void;
}

/** Only paths of this site become links: a notice never links elsewhere. */
const sitePath = (href: string | undefined) => (href && /^\/(?![/\\])/.test(href) ? href : undefined);

function NoticeIcon({ notice }: { notice: SystemNoticeInfo }) {
  switch (notice.kind) {
    case 'govNotice':
      return <IconBuilding size={16} />;
    case 'govAppeal':
      return <IconMail size={16} />;
    case 'assocDues':
      return <IconBell size={16} />;
    case 'assocNotice':
      return notice.postKind === 'activity' ? <IconMapPin size={16} /> : <IconFile size={16} />;
    case 'companyWatch':
      return <IconBuilding size={16} />;
  }
}

/**
 * The system account's notices of the 政企通 and 会员管理 workspaces: a desk's notice, an appeal's
 * answer or rejection, an association's dues reminder, notice or event; 企业监控's daily digest. The words are the kit's;
 * titles, names and replies are the sender's, shown as text.
 */
export function SystemNoticeCard({ notice, onNavigate }: SystemNoticeCardProps) {
  const t = useUiMessages().chat.systemNotice;
  const titleId = useId();
  const href = sitePath('href' in notice ? notice.href : undefined);
  return (
    <ReminderBox aria-labelledby={titleId} data-type="systemNotice" data-kind={notice.kind}>
      <ReminderTitle id={titleId}>
        <NoticeIcon notice={notice} />
        {systemNoticeTitle(notice, t)}
      </ReminderTitle>
      {'from' in notice && notice.from && <Muted>{notice.from}</Muted>}
      {notice.kind === 'companyWatch' && <Muted>{notice.day}</Muted>}
      <NoticeLines>{linesOf(notice, t)}</NoticeLines>
      {href && (
        <NoticeLines>
          <a
            href={href}
            onClick={(e) => {
              if (!onNavigate) return;
              e.preventDefault();
              onNavigate(href);
            }}
          >
            {t.open}
          </a>
        </NoticeLines>
      )}
    </ReminderBox>
  );
}

function linesOf(
  notice: SystemNoticeInfo,
  t: ReturnType<typeof useUiMessages>['chat']['systemNotice'],
): ReactNode {
  switch (notice.kind) {
    case 'govNotice':
      return (
        <>
          <NoticeSubject>{notice.title}</NoticeSubject>
          {notice.excerpt && <p>{notice.excerpt}</p>}
        </>
      );
    case 'govAppeal':
      return (
        <>
          <NoticeSubject>{notice.title}</NoticeSubject>
          <p>
            {notice.state === 'rejected' ? (
              <Overdue>{t.appealState.rejected}</Overdue>
            ) : (
              t.appealState.answered
            )}
          </p>
          {notice.reply && <p>{t.appealReply[notice.state](notice.reply)}</p>}
        </>
      );
    case 'assocDues':
      return (
        <>
          <NoticeSubject>{t.dues(notice.companyName, notice.year)}</NoticeSubject>
          <p>{t.amount(notice.amountFen)}</p>
          <p>{notice.overdue ? <Overdue>{t.overdue(notice.dueDate)}</Overdue> : t.due(notice.dueDate)}</p>
        </>
      );
    case 'assocNotice':
      return (
        <>
          <NoticeSubject>{notice.title}</NoticeSubject>
          {notice.start && <p>{t.time(notice.start, notice.end)}</p>}
          {notice.place && <p>{t.place(notice.place)}</p>}
        </>
      );
    case 'companyWatch': {
      const more = notice.events - notice.items.length;
      const industry = notice.source === 'industry';
      return (
        <>
          <NoticeSubject>
            {(industry ? t.industryWatchSummary : t.watchSummary)(notice.events, notice.companies)}
          </NoticeSubject>
          {notice.items.map((item, i) => (
            <p key={`${item.companyId}-${i}`}>
              {item.companyName} · {t.eventKinds[item.kind] ?? item.kind} · {item.changedOn}
            </p>
          ))}
          {more > 0 && <Muted>{(industry ? t.industryWatchMore : t.watchMore)(more)}</Muted>}
        </>
      );
    }
  }
}
