import { useUiMessages } from '../../locale';
import { Tag, type TagTone } from '../../primitives/Tag';
import { TagRow } from '../../primitives/TagRow';
import { Muted } from './EnterpriseProfileCard.styles';

/** A collapsing row of tags (40 px), or 暂无数据 when there are none. */
export function TagList({ tags, tone = 'brand' }: { tags: readonly string[]; tone?: TagTone }) {
  const messages = useUiMessages();
  if (tags.length === 0) return <Muted>{messages.empty}</Muted>;
  return (
    <TagRow>
      {tags.map((t) => (
        <Tag key={t} tone={tone}>
          {t}
        </Tag>
      ))}
    </TagRow>
  );
}
