import type { ChatClient, ChatState } from '@platform/chat';

/**
 * The one chat client of the signed-in user (spec 1 §4 Login state watcher: chat login when a
 * user id appears, logout when it goes). Pages read it through useChatClient; nothing else
 * creates a client. A logout in another tab reaches here through the shell's cross-tab logout,
 * which clears the session and so emits chatLogout.
 */
export type ChatClientFactory = () => Promise<ChatClient>;

let current: ChatClient | null = null;
let starting: Promise<ChatClient> | null = null;
let generation = 0;
const subscribers = new Set<() => void>();
let stateListenerOff: (() => void) | null = null;

const notify = () => subscribers.forEach((fn) => fn());

export function subscribeChatClient(fn: () => void): () => void {
  subscribers.add(fn);
  return () => void subscribers.delete(fn);
}

export const currentChatClient = (): ChatClient | null => current;

/** Logs the chat in (once; a second call while starting shares the first). */
export function startChat(factory: ChatClientFactory): Promise<ChatClient> {
  if (current) return Promise.resolve(current);
  if (starting) return starting;
  const mine = ++generation;
  starting = factory()
    .then(async (client) => {
      if (mine !== generation) {
        await client.disconnect();
        throw new Error('chat stopped while starting');
      }
      current = client;
      stateListenerOff = client.on('state', notify);
      notify();
      await client.connect().catch(() => undefined); // it keeps reconnecting by itself
      return client;
    })
    .finally(() => {
      if (mine === generation) starting = null;
    });
  return starting;
}

/** Chat logout: closes the transport and forgets the client. */
export async function stopChat(): Promise<void> {
  generation++;
  starting = null;
  const client = current;
  current = null;
  stateListenerOff?.();
  stateListenerOff = null;
  notify();
  await client?.disconnect();
}

export const chatStateOf = (client: ChatClient | null): ChatState => client?.state ?? 'idle';
