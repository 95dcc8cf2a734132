import { SUPPORT_API, type SupportConversationAnswer, type SupportMessage } from '../../contract/api/support';
import { type ApiResult, attempt } from '../api-result';
import type { EmitWorkerEvent } from '../events';
import { call } from '../http/call';
import type { HttpClient } from '../http/client';
import { createJob } from '../jobs/job';

/** Spec §4, §9: the chat's unread count is refreshed 250 ms after each route change. */
export const SUPPORT_REFRESH_DELAY_MS = 250;

/** While the player has the conversation open, an operator's answer shows up within this long. */
export const SUPPORT_OPEN_POLL_MS = 10_000;

interface SupportDeps {
  http: HttpClient;
  emit: EmitWorkerEvent;
  signedIn: () => boolean;
}

/** The built-in support chat: the player's conversation with an operator, and its unread count. */
export function createSupport(deps: SupportDeps) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastUnread: number | null = null;

  const publish = (unread: number) => {
    if (unread === lastUnread) return;
    lastUnread = unread;
    deps.emit('support', { unread });
  };

  async function refresh(): Promise<void> {
    if (!deps.signedIn()) return publish(0);
    const result = await attempt(() => call(deps.http, SUPPORT_API.unread));
    // Offline or failing: the count stays as it was; the chat is not worth a notification.
    if (result.ok) publish(result.data.data.unread);
  }

  const openPoll = createJob({ intervalMs: SUPPORT_OPEN_POLL_MS, run: refresh });

  return {
    refresh,
    /** The conversation is open (or closed): poll the count while it is, so answers arrive without navigating. */
    watch(open: boolean): void {
      if (open) openPoll.start();
      else openPoll.stop();
    },
    /** Debounced: a burst of route changes gives one request, 250 ms after the last. */
    scheduleRefresh(): void {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        void refresh();
      }, SUPPORT_REFRESH_DELAY_MS);
    },
    async conversation(): Promise<ApiResult<SupportConversationAnswer['data']>> {
      const result = await attempt(() => call(deps.http, SUPPORT_API.conversation));
      if (!result.ok) return result;
      publish(result.data.data.unread);
      return { ok: true, data: result.data.data };
    },
    async send(body: string): Promise<ApiResult<SupportMessage>> {
      const result = await attempt(() => call(deps.http, SUPPORT_API.send, { body: { body } }));
      return result.ok ? { ok: true, data: result.data.data } : result;
    },
    /** The player has the conversation open: operator messages so far are seen. */
    async markRead(): Promise<void> {
      const result = await attempt(() => call(deps.http, SUPPORT_API.read));
      if (result.ok) publish(result.data.data.unread);
    },
    /** Signed out: no count to show. */
    clear(): void {
      openPoll.stop();
      publish(0);
    },
  };
}

export type Support = ReturnType<typeof createSupport>;
