// What a page with the chat costs: React, the kit's chat components (list, messages, composer,
// forward, groups, applications) and our transport client, composed as the portal does.
import { createRoot } from 'react-dom/client';
import { ThemeProvider, UiHost, createTheme } from '@platform/ui';
import {
  ConversationList,
  CreateGroupDialog,
  ForwardDialog,
  FriendApplicationItem,
  GroupMemberPanel,
  MergedRecordDialog,
  MessageComposer,
  MessageList,
} from '@platform/ui/domain';
import { createPlatformChatClient } from '@platform/chat';

const client = createPlatformChatClient({ baseUrl: '', getToken: () => '' });
const noop = () => undefined;

createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={createTheme()}>
    <UiHost />
    <ConversationList conversations={[]} onSelect={noop} />
    <MessageList messages={[]} hasMore={false} onLoadOlder={() => void client.history('x')} />
    <MessageComposer
      onSend={(text) =>
        void client.send({ to: { type: 'C2C', userId: '1' }, type: 'text', payload: { text } })
      }
    />
    <ForwardDialog
      open={false}
      onOpenChange={noop}
      mode="merged"
      targets={[]}
      onSearch={noop}
      onConfirm={noop}
    />
    <CreateGroupDialog open={false} onOpenChange={noop} friends={[]} colleagues={[]} onSubmit={noop} />
    <GroupMemberPanel groupName="" ownerId="" meId="" members={[]} />
    <FriendApplicationItem application={{ id: '1', name: '', status: 'pending' }} />
    <MergedRecordDialog open={false} onOpenChange={noop} title="" messages={[]} />
  </ThemeProvider>,
);
