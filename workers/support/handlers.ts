import type { ContextRef } from '../context';

/** The support chat. */
export function supportHandlers(ref: ContextRef) {
  const support = async () => (await ref.ready()).support;
  return {
    supportConversation: async () => (await support()).conversation(),
    supportSend: async (body: string) => (await support()).send(body),
    supportRead: async () => (await support()).markRead(),
    supportWatch: async (open: boolean) => (await support()).watch(open),
  };
}
